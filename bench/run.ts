// Placeholder: the engine author replaces this with tinybench benchmarks.
console.log('bench coming');
