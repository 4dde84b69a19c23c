import { useEffect, useState } from 'react';

export interface AddressRow {
  province: string;
  district: string;
  sub_district: string;
  postal_code: string;
}

let rows: Promise<AddressRow[]> | null = null;

/**
 * Thailand's provinces → districts → subdistricts → postal codes from thai-address-universal, the maintained
 * package the API validates with, Thai names. Loaded on first use as its own chunk (about 70 KB gzipped with its
 * Thai data), so only the address forms pay for it.
 */
export function loadThaiAddresses(): Promise<AddressRow[]> {
  rows ??= import('thai-address-universal').then(async (lib) => {
    await lib.getProvinceAll();
    return lib.getDatabase() as AddressRow[];
  });
  rows.catch(() => {
    rows = null;
  });
  return rows;
}

const distinct = (list: string[]) => [...new Set(list)].sort((a, b) => a.localeCompare(b, 'th'));

/** The choices of each level given the levels above it. */
export function cascade(all: readonly AddressRow[], province: string, district: string, subDistrict: string) {
  const inProvince = all.filter((row) => row.province === province);
  const inDistrict = inProvince.filter((row) => row.district === district);
  const inSubDistrict = inDistrict.filter((row) => row.sub_district === subDistrict);
  return {
    provinces: distinct(all.map((row) => row.province)),
    districts: distinct(inProvince.map((row) => row.district)),
    subDistricts: distinct(inDistrict.map((row) => row.sub_district)),
    postalCodes: distinct(inSubDistrict.map((row) => row.postal_code).filter(Boolean)),
  };
}

export function useThaiAddresses(enabled: boolean): AddressRow[] | null {
  const [loaded, setLoaded] = useState<AddressRow[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadThaiAddresses()
      .then((all) => live && setLoaded(all))
      .catch((error: unknown) => console.error('The Thai address list could not be loaded.', error));
    return () => {
      live = false;
    };
  }, [enabled]);
  return loaded;
}
