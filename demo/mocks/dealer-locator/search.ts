import type { MockDealerRecord } from './dataset';
import { distanceIn, haversineKm } from './gazetteer';

/**
 * The mock search and detail as a server would run them (no msw here, so the bench can bundle
 * it): brand, region, country and dealer-name filters, haversine distances from the geocode in
 * the request's unit, the radius.
 */

export interface SearchBody {
  brand: string;
  region: string;
  country: string;
  radius: number;
  unit: 'mi' | 'km';
  geocode: { latitude: number; longitude: number } | null;
  dealerName: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function readBody(body: unknown): SearchBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  const geocode = b.geocode as Record<string, unknown> | null | undefined;
  const lat = geocode?.latitude;
  const lng = geocode?.longitude;
  return {
    brand: str(b.brand).toUpperCase(),
    region: str(b.region).toUpperCase(),
    country: str(b.country).toUpperCase(),
    radius: typeof b.radius === 'number' && b.radius > 0 ? b.radius : 0,
    unit: b.distance_unit === 'km' ? 'km' : 'mi',
    geocode:
      typeof lat === 'number' && typeof lng === 'number' ? { latitude: lat, longitude: lng } : null,
    dealerName: str(b.dealer_name).toLowerCase(),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The search as a server would run it; exported for tests and the bench. */
export function searchDataset(
  dataset: readonly MockDealerRecord[],
  body: SearchBody,
): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  for (const dealer of dataset) {
    if (body.brand && !dealer.brands.some((brand) => brand.code === body.brand)) continue;
    if (body.region && dealer.region !== body.region) continue;
    if (body.country && dealer.country !== body.country) continue;
    if (body.dealerName && !dealer.name.toLowerCase().includes(body.dealerName)) continue;
    if (!body.geocode) {
      found.push({ ...dealer });
      continue;
    }
    const { latitude, longitude } = body.geocode;
    const distance = distanceIn(
      body.unit,
      haversineKm(latitude, longitude, dealer.location.latitude, dealer.location.longitude),
    );
    if (body.radius && distance > body.radius) continue;
    const designatedlocations = dealer.designatedlocations
      .map((location) => ({
        ...location,
        distance: round2(
          distanceIn(
            body.unit,
            haversineKm(latitude, longitude, location.latitude, location.longitude),
          ),
        ),
      }))
      .filter((location) => !body.radius || location.distance <= body.radius);
    found.push({
      ...dealer,
      distance: round2(distance),
      distance_unit: body.unit,
      designatedlocations,
    });
  }
  return found;
}

/** The detail answer: every dealer sharing the parent code of `dealerId` (itself included). */
export function detailFromDataset(
  dataset: readonly MockDealerRecord[],
  dealerId: string,
): MockDealerRecord[] {
  const dealer = dataset.find((candidate) => candidate.dealer_code === dealerId);
  if (!dealer) return [];
  return dataset.filter(
    (candidate) => candidate.parent_dealership_code === dealer.parent_dealership_code,
  );
}
