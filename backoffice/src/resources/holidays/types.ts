export interface Holiday {
  id: string;
  date: string;
  nameTh: string;
  nameEn: string;
  source: 'LIBRARY' | 'SUBSTITUTE' | 'STAFF';
}
