/**
 * A value a component keeps current from an effect, read later by the effects and actors of a
 * machine it created once. A class rather than a ref: a ref handed to a factory during render
 * trips the react-hooks ref rule, although the factory reads it only later.
 */
export class Latest<T> {
  #value: T;
  constructor(value: T) {
    this.#value = value;
  }
  set(value: T): void {
    this.#value = value;
  }
  read = (): T => this.#value;
}
