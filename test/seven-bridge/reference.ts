/**
 * The REFERENCE Seven Bridge engine: slow, plain and written from SPEC-seven-bridge.md alone (never
 * from the library's sources), to run in lockstep with the library in reference.test.ts.
 *
 * A game is plain data (arrays of card strings), copied in full on every move. Legal moves are
 * found by brute force (reference-moves.ts), and a move is legal exactly when it is among them.
 * Decks are explicit, one per round: no shuffling here. Files: reference-cards.ts (cards, points),
 * reference-melds.ts (what a meld is), reference-state.ts (the data, the deal), reference-moves.ts
 * (legal moves), reference-apply.ts (what a move does), reference-view.ts (views and scores).
 * Test helpers beside it: reference-fixtures.ts (hand-made decks), reference-random.ts (option
 * mixes, decks, move policies), reference-compare.ts (engine vs reference), reference-faults.ts
 * (moves with one fault and their codes).
 * @module
 */
export * from './reference-apply.js';
export * from './reference-cards.js';
export * from './reference-melds.js';
export * from './reference-moves.js';
export * from './reference-state.js';
export * from './reference-view.js';
