/** Bots for shichinarabe (coming). @module */

/** Placeholder until the bots land; the engine author replaces this file. */
export const BOTS_PLACEHOLDER = true;
