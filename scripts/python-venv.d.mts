/** The environment variables the Python tools run with. */
export declare const pythonEnv: NodeJS.ProcessEnv;
/** Makes (or reuses) python/.venv with the package installed from ./python and `extra` packages; returns its folder. */
export declare function pythonVenv(root: string, extra?: readonly string[]): string;
