"""Builds the Python package of shichinarabe.

The environments play the library's own JavaScript: the learning driver that `npm ci` (or
`npm run build`) writes to ../dist/learning/driver.js, one self-contained file. Building this
package copies it into the package (shichinarabe/_js/driver.js), so an installed package needs
only Node.js, never the repository. The version is the npm package's.
"""
import json
import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DRIVER = os.path.join(ROOT, "dist", "learning", "driver.js")


def version():
    with open(os.path.join(ROOT, "package.json"), encoding="utf-8") as f:
        return json.load(f)["version"]


class BuildWithDriver(build_py):
    """build_py, then the JavaScript driver copied into the package."""

    def run(self):
        super().run()
        if not os.path.isfile(DRIVER):
            raise SystemExit(
                f"shichinarabe: {DRIVER} is missing. Build the JavaScript first: run `npm ci` "
                "(or `npm run build`) in the repository, then `pip install ./python`."
            )
        target = os.path.join(self.build_lib, "shichinarabe", "_js")
        os.makedirs(target, exist_ok=True)
        shutil.copyfile(DRIVER, os.path.join(target, "driver.js"))
        shutil.copyfile(os.path.join(ROOT, "LICENSE"), os.path.join(target, "LICENSE"))


setup(version=version(), cmdclass={"build_py": BuildWithDriver})
