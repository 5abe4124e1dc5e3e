// Keeps one object of a short-lived class alive for the life of the process, so that V8 keeps
// the optimized code that runs on its objects.
//
// V8 gives the objects a constructor builds a hidden class ("map") for each property its
// assignments add, and holds those maps only through live objects. Optimized code that checked
// an object's map holds that map weakly: when a full garbage collection finds no object with the
// map alive, the map is dropped and every function optimized for it is deoptimized, to run
// unoptimized until V8 optimizes it again. The engine's evaluation and validation objects live
// for one call, so on a server every full collection cost the next compile and validation its
// optimized code: with a full collection before each call (as `npm run bench` forces, to time
// each call alone), compile + first validation of 5,000 questions took 70–76 ms median, and
// 50–53 ms with one object of each class kept (the engine benchmark, 25 interviews, each run
// after a full collection and a 20 ms pause). The object is built at load, from empty data, so
// it holds nothing of anyone's answers.
const kept: object[] = [];

export function keepShapeAlive(instance: object): void {
  kept.push(instance);
}
