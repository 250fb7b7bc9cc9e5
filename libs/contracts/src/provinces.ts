/**
 * The 31 provinces, autonomous regions and municipalities of mainland China (SPEC §3), asked on
 * the registration form when the calling code is +86. `value` is what is stored.
 */
export const provinces = [
  { value: 'beijing', en: 'Beijing', zhHant: '北京市' },
  { value: 'tianjin', en: 'Tianjin', zhHant: '天津市' },
  { value: 'shanghai', en: 'Shanghai', zhHant: '上海市' },
  { value: 'chongqing', en: 'Chongqing', zhHant: '重慶市' },
  { value: 'hebei', en: 'Hebei', zhHant: '河北省' },
  { value: 'shanxi', en: 'Shanxi', zhHant: '山西省' },
  { value: 'liaoning', en: 'Liaoning', zhHant: '遼寧省' },
  { value: 'jilin', en: 'Jilin', zhHant: '吉林省' },
  { value: 'heilongjiang', en: 'Heilongjiang', zhHant: '黑龍江省' },
  { value: 'jiangsu', en: 'Jiangsu', zhHant: '江蘇省' },
  { value: 'zhejiang', en: 'Zhejiang', zhHant: '浙江省' },
  { value: 'anhui', en: 'Anhui', zhHant: '安徽省' },
  { value: 'fujian', en: 'Fujian', zhHant: '福建省' },
  { value: 'jiangxi', en: 'Jiangxi', zhHant: '江西省' },
  { value: 'shandong', en: 'Shandong', zhHant: '山東省' },
  { value: 'henan', en: 'Henan', zhHant: '河南省' },
  { value: 'hubei', en: 'Hubei', zhHant: '湖北省' },
  { value: 'hunan', en: 'Hunan', zhHant: '湖南省' },
  { value: 'guangdong', en: 'Guangdong', zhHant: '廣東省' },
  { value: 'hainan', en: 'Hainan', zhHant: '海南省' },
  { value: 'sichuan', en: 'Sichuan', zhHant: '四川省' },
  { value: 'guizhou', en: 'Guizhou', zhHant: '貴州省' },
  { value: 'yunnan', en: 'Yunnan', zhHant: '雲南省' },
  { value: 'shaanxi', en: 'Shaanxi', zhHant: '陝西省' },
  { value: 'gansu', en: 'Gansu', zhHant: '甘肅省' },
  { value: 'qinghai', en: 'Qinghai', zhHant: '青海省' },
  { value: 'inner-mongolia', en: 'Inner Mongolia', zhHant: '內蒙古自治區' },
  { value: 'guangxi', en: 'Guangxi', zhHant: '廣西壯族自治區' },
  { value: 'tibet', en: 'Tibet', zhHant: '西藏自治區' },
  { value: 'ningxia', en: 'Ningxia', zhHant: '寧夏回族自治區' },
  { value: 'xinjiang', en: 'Xinjiang', zhHant: '新疆維吾爾自治區' },
] as const;

export type ProvinceValue = (typeof provinces)[number]['value'];
