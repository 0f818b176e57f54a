// Placeholder: the engine author replaces this with the golden-file generator.
console.log('golden coming');
