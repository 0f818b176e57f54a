// Placeholder: the engine author replaces this with a demo game.
console.log('demo coming');
