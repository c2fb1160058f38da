/** A bit stream stored as base64url text, six bits a character: no bytes, no `=` padding. */
import { BASE64URL_ALPHABET as BASE64URL } from '../../shared/lib/base64url';

/** Bits, most significant first, written straight into base64url characters. */
export class BitWriter {
  private readonly chars: string[] = [];
  private pending = 0;
  private pendingBits = 0;

  writeBit(bit: number): void {
    this.pending = (this.pending << 1) | bit;
    if (++this.pendingBits === 6) {
      this.chars.push(BASE64URL[this.pending]);
      this.pending = 0;
      this.pendingBits = 0;
    }
  }

  writeBits(value: number, width: number): void {
    for (let shift = width - 1; shift >= 0; shift--) this.writeBit((value >>> shift) & 1);
  }

  finish(): string {
    while (this.pendingBits !== 0) this.writeBit(0);
    return this.chars.join('');
  }
}

/** Reads what BitWriter wrote; -1 means the stream ended first. */
export class BitReader {
  private position = 0;
  private readonly sextets: readonly number[];

  private constructor(sextets: readonly number[]) {
    this.sextets = sextets;
  }

  /** Null when the text has a character outside base64url (padding `=` included). */
  static from(text: string): BitReader | null {
    const sextets = Array.from(text, (char) => BASE64URL.indexOf(char));
    return sextets.includes(-1) ? null : new BitReader(sextets);
  }

  readBit(): number {
    if (this.position >= this.sextets.length * 6) return -1;
    const sextet = this.sextets[Math.floor(this.position / 6)];
    const bit = (sextet >>> (5 - (this.position % 6))) & 1;
    this.position++;
    return bit;
  }

  readBits(width: number): number {
    let value = 0;
    for (let index = 0; index < width; index++) {
      const bit = this.readBit();
      if (bit < 0) return -1;
      value = value * 2 + bit;
    }
    return value;
  }

  /** True when what is left is only the 0-bits that fill the last character. */
  onlyPaddingLeft(): boolean {
    if (this.sextets.length * 6 - this.position >= 6) return false;
    for (let bit = this.readBit(); bit >= 0; bit = this.readBit()) if (bit !== 0) return false;
    return true;
  }
}
