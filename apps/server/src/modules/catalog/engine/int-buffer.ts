/** A growable Int32Array: columns of unknown length without an array of boxed numbers. */
export class IntBuffer {
  private data: Int32Array;
  length = 0;

  /** `capacity`: the expected length, when known, so the buffer never has to grow. */
  constructor(capacity = 1024) {
    this.data = new Int32Array(Math.max(16, capacity));
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  /** Exactly the pushed values (the buffer itself when it is full, else a copy). */
  toArray(): Int32Array {
    return this.length === this.data.length ? this.data : this.data.slice(0, this.length);
  }
}
