/**
 * The order in which the portal's KYC forms ask their fields: identity (the card's numbers, then the names in Thai
 * and English, then the dates), general, personal, and inside them the address and beneficiary parts. The API keeps
 * answers as JSON whose key order is the database's, so the case page puts them back in the form's order.
 */
const formOrder = [
  'nationalId',
  'laserId',
  'titleTh',
  'firstNameTh',
  'middleNameTh',
  'lastNameTh',
  'titleEn',
  'firstNameEn',
  'middleNameEn',
  'lastNameEn',
  'birthDate',
  'idLifetime',
  'idExpiry',
  // An identity verified through NDID carries the address line the bank holds.
  'address',
  'nationality',
  'gender',
  'maritalStatus',
  'phone',
  'idCardAddress',
  'currentAddressSameAs',
  'currentAddress',
  'occupation',
  'occupationOther',
  'employer',
  'businessType',
  'businessTypeOther',
  'position',
  'positionOther',
  'workAddressSameAs',
  'workAddress',
  'incomeSourceCountry',
  'sourceOfIncome',
  'sourceOfIncomeOther',
  'sourceOfFunds',
  'sourceOfFundsOther',
  'monthlyIncome',
  'incomeRatio',
  'plannedAssetType',
  'plannedAssetTypeOther',
  'beneficiary',
  'vulnerable',
  'vulnerabilityDetail',
  'investingKnowledge3Years',
  'kind',
  'houseDetail',
  'province',
  'district',
  'subDistrict',
  'state',
  'country',
  'postalCode',
  'type',
  'name',
  'under20',
];

/** Entries in the form's order (or the given order); keys it does not know keep their place after the known ones. */
export function inFormOrder<T>(entries: [string, T][], order: readonly string[] = formOrder): [string, T][] {
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  return entries
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => rank(a.entry[0]) - rank(b.entry[0]) || a.position - b.position)
    .map(({ entry }) => entry);
}

/** Fields holding an ISO country code, shown by the country's name. */
export const countryFields = new Set(['nationality', 'incomeSourceCountry', 'country', 'countryIncome']);
