/**
 * Singer identifiers → recommended tags (research note formats.md §3.2 and §3.3). Tags only ever come
 * from here, never from the raw names in a file. Grow the table from `npm run admin -- singers`.
 */

/** VOCALOID library ids (VSQX `id`/`compID`, VPR `voice.compID`), only where a source shows name and id together. */
export const SINGER_COMP_IDS: Readonly<Record<string, string>> = {
  BHHN4EF9BRWTNHAB: '初音ミク', // Miku(V2)
  BCNFCY43LB2LZCD4: '初音ミク', // MIKU_V4X_Original_EVEC
  BMLTD846MLYP2MEK: '初音ミク', // MIKU_V4_English
  BKKP765AEHXWSKDB: '镜音RIN', // RIN_V4X_Power_EVEC
  BLECA76YHKRGXLB7: '镜音RIN', // RIN_V4X_Sweet
  BDHEBZG2KCWKYDC5: '镜音RIN', // RIN_V4X_Warm
  BXENFF42PWRK4XE7: '镜音RIN', // RIN_V4_English
  BEKF6B63DMXLRECA: '镜音RIN', // Rin_ACT2(V2)
  BKPLC6S7LH3RZKC8: '镜音LEN', // LEN_V4X_Power_EVEC
  BKFFF663PHSL4KB6: '镜音LEN', // LEN_V4X_Serious
  BMGD88HZFLTHTMC7: '镜音LEN', // LEN_V4X_Cold
  BMFX98L8GLSSWMD3: '镜音LEN', // LEN_V4_English
  BMLBDHXXMWYF2MBE: '镜音LEN', // Len_ACT2(V2)
  BCMDC9MZLKZHZCB4: '巡音ルカ', // Luka_JPN(V2)
  BHLNEE62NRYK3HD2: '巡音ルカ', // Luka_ENG(V2)
  BLRGDDR4M3WM2LC6: 'IA',
  BMGK9EC6G4RPWMB3: '结月缘', // Yukari
  BDKCEZEYNCTG3DBF: '结月缘', // Yukari_Jun
  BKLM76B8EHWSSKBB: '结月缘', // Yukari_Lin
  BNRCB9XYKM2GYNCE: '结月缘', // Yukari_Onn
  BDRE87E2FTTKTDBA: 'VY1', // VY1V3
  BETDB8W6KWZPYEB9: '洛天依', // Tianyi_CHN
  BK8H76TAEHXWSKDB: '洛天依', // Luotianyi_CHN_Meng
  BL8CEAM5N4XN3LFK: '洛天依', // Luo_Tianyi_Wan
  BP8CDDH5M7XN2PED: '洛天依', // 洛天依·萌
  BD79E492NWWK3DDF: '洛天依', // Luo_Tianyi_Ning
  BE8A88G3FWXLTEBD: '乐正绫', // YuezhenglingV3
  BNGE7CP7EMTRSNC3: '初音v4c', // MIKU_V4_Chinese
  BE9C82Y5FDYNTEDD: '墨清弦', // Moqingxian
};

/**
 * Ordered name rules over the normalised name part; the first match wins. The order matters:
 * 初音v4c before 初音ミク; RIN/LEN and IA anchored (bare "rin" sits inside other names, "ia" inside "tianyi").
 */
export const SINGER_NAME_RULES: readonly { tag: string; re: RegExp }[] = [
  { tag: '初音v4c', re: /miku.*(chinese|v4c)|初音.*(v4c|中文)|ミク.*中文/ },
  { tag: '镜音RIN', re: /^rin([ _-]|$)|rin_v4|rin_act|(鏡音|镜音)\s*(rin|リン)|^リン$/ },
  { tag: '镜音LEN', re: /^len([ _-]|$)|len_v4|len_act|(鏡音|镜音)\s*(len|レン)|^レン$/ },
  { tag: '巡音ルカ', re: /luka|巡音|ルカ/ },
  { tag: 'GUMI', re: /megpoid|gumi/ },
  { tag: 'IA', re: /^ia([ _-]|$)|ia_rocks/ },
  { tag: '结月缘', re: /yukari|結月|结月/ },
  { tag: 'VY1', re: /^vy1/ },
  { tag: '音街ウナ', re: /^unav4|^una([ _-]|$)|otomachi|音街/ },
  { tag: '初音ミク', re: /miku|初音|ミク/ },
  { tag: '洛天依', re: /tianyi|天依/ },
  { tag: '乐正龙牙', re: /longya|龙牙|龍牙/ },
  { tag: '乐正绫', re: /yuezhengling|乐正绫|樂正綾|阿绫|绫$/ },
  { tag: '言和', re: /yanhe|言和/ },
  { tag: '星尘', re: /xingchen|stardust|星尘|星塵/ },
  { tag: '心华', re: /xin_?hua|心华|心華/ },
  { tag: '墨清弦', re: /moqingxian|墨清弦/ },
  { tag: '徵羽摩柯', re: /zhiyu_?moke|摩柯|攻柯/ },
];
