/** The block's places as their people write them in Bengali, for the seed's Bengali fields. */
export const PLACES_BN: Record<string, string> = {
  Ilambazar: 'ইলামবাজার',
  Bolpur: 'বোলপুর',
  Durgapur: 'দুর্গাপুর',
  Dubrajpur: 'দুবরাজপুর',
  Suri: 'সিউড়ি',
  Supur: 'সুপুর',
  Chouhatta: 'চৌহাট্টা',
  Panagarh: 'পানাগড়',
  'Ajay Bridge': 'অজয় ব্রিজ',
  'Joydev Kenduli': 'জয়দেব কেন্দুলি',
};

/** A place, or a comma-separated list of places, in Bengali; throws on one missing, so the seed stays whole. */
export function placesInBengali(text: string): string {
  return text
    .split(',')
    .map((place) => {
      const bn = PLACES_BN[place.trim()];
      if (!bn) throw new Error(`No Bengali name for the place "${place.trim()}" in seed/data/places.ts`);
      return bn;
    })
    .join(', ');
}
