/**
 * Stateful value classes of the google.maps stand-in (google-maps.ts): LatLng, LatLngBounds and
 * the error Google rejects service promises with. Map drawing (next issue) builds on these.
 */

export type LatLngInput = google.maps.LatLng | google.maps.LatLngLiteral | FakeLatLng;

export class FakeLatLng {
  private readonly latValue: number;
  private readonly lngValue: number;

  constructor(lat: number | google.maps.LatLngLiteral, lng?: number) {
    const literal = typeof lat === 'object' ? lat : { lat, lng: lng ?? 0 };
    this.latValue = Math.max(-90, Math.min(90, Number(literal.lat)));
    // Longitudes wrap like Google's (190 -> -170); in-range values stay exact.
    const lngIn = Number(literal.lng);
    this.lngValue =
      lngIn >= -180 && lngIn <= 180 ? lngIn : ((((lngIn + 180) % 360) + 360) % 360) - 180;
  }

  lat(): number {
    return this.latValue;
  }

  lng(): number {
    return this.lngValue;
  }

  equals(other: LatLngInput | null | undefined): boolean {
    if (!other) return false;
    const point = toLatLng(other);
    return point.lat() === this.latValue && point.lng() === this.lngValue;
  }

  toJSON(): google.maps.LatLngLiteral {
    return { lat: this.latValue, lng: this.lngValue };
  }

  toString(): string {
    return `(${this.latValue}, ${this.lngValue})`;
  }

  toUrlValue(precision = 6): string {
    return `${+this.latValue.toFixed(precision)},${+this.lngValue.toFixed(precision)}`;
  }
}

export function toLatLng(value: LatLngInput): FakeLatLng {
  if (value instanceof FakeLatLng) return value;
  if (typeof (value as google.maps.LatLng).lat === 'function') {
    const point = value as google.maps.LatLng;
    return new FakeLatLng(point.lat(), point.lng());
  }
  return new FakeLatLng(value as google.maps.LatLngLiteral);
}

/** Bounds without antimeridian handling (none of the gazetteer's countries straddles it). */
export class FakeLatLngBounds {
  private south = Number.POSITIVE_INFINITY;
  private west = Number.POSITIVE_INFINITY;
  private north = Number.NEGATIVE_INFINITY;
  private east = Number.NEGATIVE_INFINITY;

  constructor(southWest?: LatLngInput | null, northEast?: LatLngInput | null) {
    if (southWest) this.extend(southWest);
    if (northEast) this.extend(northEast);
  }

  extend(point: LatLngInput): this {
    const p = toLatLng(point);
    this.south = Math.min(this.south, p.lat());
    this.north = Math.max(this.north, p.lat());
    this.west = Math.min(this.west, p.lng());
    this.east = Math.max(this.east, p.lng());
    return this;
  }

  union(other: FakeLatLngBounds): this {
    if (!other.isEmpty()) this.extend(other.getSouthWest()).extend(other.getNorthEast());
    return this;
  }

  isEmpty(): boolean {
    return this.south > this.north;
  }

  contains(point: LatLngInput): boolean {
    const p = toLatLng(point);
    return (
      !this.isEmpty() &&
      p.lat() >= this.south &&
      p.lat() <= this.north &&
      p.lng() >= this.west &&
      p.lng() <= this.east
    );
  }

  getSouthWest(): FakeLatLng {
    return new FakeLatLng(this.south, this.west);
  }

  getNorthEast(): FakeLatLng {
    return new FakeLatLng(this.north, this.east);
  }

  getCenter(): FakeLatLng {
    return new FakeLatLng((this.south + this.north) / 2, (this.west + this.east) / 2);
  }

  toJSON(): google.maps.LatLngBoundsLiteral {
    return { south: this.south, west: this.west, north: this.north, east: this.east };
  }
}

/** What Google rejects a service promise with: an Error carrying the status as `code`. */
export class FakeMapsRequestError extends Error {
  readonly code: string;
  readonly endpoint: string;

  constructor(code: string, endpoint: string) {
    super(`${endpoint}: ${code}`);
    this.name = 'MapsRequestError';
    this.code = code;
    this.endpoint = endpoint;
  }
}

/** A service answer: results, or a non-OK status ('ZERO_RESULTS', 'OVER_QUERY_LIMIT', ...). */
