/** Bots for shichinarabe (coming). @module */ export const BOTS_PLACEHOLDER = true;
