/** Realistic demo content: original titles and lyrics written for the demo. */
interface DemoProject {
  title: string;
  singer: string;
  language: string;
  type: number;
  author: string;
  tags: string;
  level: number;
  agreement: number;
  length: string;
  bv: string;
  lyric: string;
  desc: string;
}

const p = (
  title: string,
  singer: string,
  language: string,
  tags: string,
  level: number,
  length: string,
  extra: Partial<DemoProject> = {},
): DemoProject => ({
  title,
  singer,
  language,
  type: 1,
  author: '',
  tags,
  level,
  agreement: 1 + (title.length % 4),
  length,
  bv: '',
  lyric: '晚风吹过旧街角 灯火一盏一盏亮起来',
  desc: `《${title}》的完整工程，包含全部参数。欢迎学习交流，二次发布请先申请授权。`,
  ...extra,
});

export const DEMO_PROJECTS: DemoProject[] = [
  p('千年之约', 'Luotianyi_CHN_Meng', '1', '洛天依,古风,神调教', 4, '04:12', { bv: 'BV1xK4y1C7aB' }),
  p('星河入梦', 'Luotianyi_CHN_Meng', '1', '洛天依,流行曲', 3, '03:45'),
  p('夏日信笺', 'MIKU_V4X_Original_EVEC', '2', '初音ミク,流行曲,V5', 3, '03:58'),
  p('雨夜的电车', 'MIKU_V4X_Soft_EVEC', '2', '初音ミク,名曲翻唱', 2, '04:30', { type: 2, author: '雨音P' }),
  p('长安月', 'YuezhenglingV3', '1', '乐正绫,古风', 3, '05:02'),
  p('Paper Planet', 'MIKU_V4_English', '3', '流行曲,新人作', 1, '03:20'),
  p('青鸟', 'YANHE', '1', '言和,语调教', 2, '04:05'),
  p('逆光', 'Luotianyi_CHN_Ning', '1', '洛天依,神调教', 4, '03:33'),
  p('ハルカゼ', 'RIN_V4X_Sweet', '2', '镜音RIN,流行曲', 2, '03:10'),
  p('归途', 'XINGCHEN_Original', '1', '星尘,流行曲', 3, '04:48'),
  p('风筝与少年', 'Luotianyi_CHN_Meng', '1', '洛天依,新人作', 1, '', { lyric: '' }),
  p('Moonlight Parade', 'LUKA_V4X_Hard_EVEC', '3', '名曲翻唱', 2, '03:52', { type: 2, author: 'Nightfall' }),
  p('小城故事多', 'Luotianyi_CHN_Meng', '1', '洛天依,语调教,名曲翻唱', 3, '02:58'),
  p('海底书店', 'IA', '2', 'IA,流行曲', 3, '04:16'),
];

export const OTHER_PROJECTS: DemoProject[] = [
  p('落花时节', 'Luotianyi_CHN_Meng', '1', '洛天依,古风', 3, '04:01'),
  p('霓虹少女', 'MIKU_V4X_Original_EVEC', '2', '初音ミク,流行曲', 2, '03:27'),
  p('一念江湖', 'YuezhenglingV3', '1', '乐正绫,古风,神调教', 4, '05:11'),
  p('蝉鸣', 'YANHE', '1', '言和,流行曲', 2, '03:40'),
  p('纸飞机', 'Luotianyi_CHN_Meng', '1', '洛天依,新人作', 1, '02:50'),
  p('白夜行', 'XINGCHEN_Original', '1', '星尘,流行曲', 3, '04:22'),
  p('桜ドロップ', 'UNAV4_Sugar', '2', '音街ウナ,流行曲', 2, '03:15'),
  p('烟雨江南', 'Moqingxian', '1', '墨清弦,古风', 3, '04:44'),
  p('光年之外的信', 'Luotianyi_CHN_Ning', '1', '洛天依,语调教', 3, '03:59'),
  p('Starlight Cafe', 'Megpoid_English', '3', 'GUMI,流行曲', 2, '03:08'),
  p('竹林深处', 'ZhiyuMoke', '1', '徵羽摩柯,古风', 2, '04:33'),
  p('晴天便利店', 'Xin_Hua', '1', '心华,流行曲', 2, '03:36'),
  p('月下独酌', 'YuezhengLongya_Chun', '1', '乐正龙牙,古风', 3, '04:10'),
  p('Blue Hour', 'IA', '3', 'IA,流行曲', 2, '03:51'),
];

export const DEMO_MIDI = [
  {
    title: '千年之约 伴奏MIDI',
    language: '2',
    trick: '2',
    length: '04:12',
    tags: '古风,V家',
    lyric: '晚风吹过旧街角',
    desc: '多轨 MIDI，含鼓、贝斯、钢琴与弦乐。',
  },
  {
    title: '夏日信笺 旋律MIDI',
    language: '1',
    trick: '1',
    length: '03:58',
    tags: '流行曲,ACG',
    lyric: '',
    desc: '只有主旋律的单轨 MIDI，方便填词。',
  },
  {
    title: '长安月 全轨MIDI',
    language: '2',
    trick: '2',
    length: '05:02',
    tags: '古风,名P作品',
    lyric: '',
    desc: '民乐编曲的全轨 MIDI。',
  },
];

const md = (title: string, body: string) =>
  `# ${title}\n\n${body}\n\n## 小结\n\n多听、多对比、多调，工程里的每一个参数都值得推敲。\n`;

export const DEMO_ARTICLES = [
  {
    title: '新手第一课：认识钢琴窗',
    type: 1,
    md: md('认识钢琴窗', '钢琴窗的纵轴是音高，横轴是时间。先学会**输入音符**和**填写歌词**，再学参数。'),
  },
  {
    title: 'PIT 画线的三个习惯',
    type: 2,
    md: md('PIT 画线的三个习惯', '1. 先粗后细\n2. 大跳必过冲\n3. 长音加颤音'),
  },
  {
    title: '我常用的调教工具',
    type: 3,
    md: md('工具清单', '- 音高检测插件\n- 参数批量编辑脚本\n- 频谱分析器'),
  },
  {
    title: '第一次被推荐的故事',
    type: 4,
    md: md('被推荐的那天', '那天凌晨三点还在改副歌的动态，第二天醒来发现投稿上了推荐。'),
  },
  {
    title: '中文咬字：卷舌音怎么处理',
    type: 2,
    md: md('卷舌音', '把辅音时长调短一点，配合 VEL，卷舌音会清楚很多。'),
  },
  {
    title: 'DYN 曲线的常见误区',
    type: 1,
    md: md('DYN 误区', '不要把 DYN 拉满：动态是相对的，留出起伏的空间。'),
  },
  {
    title: '如何给工程写一份好介绍',
    type: 4,
    md: md('工程介绍', '写清楚用的声库、版本、参考的原唱，以及哪些地方值得学习。'),
  },
  { title: 'BRE 气声的用法', type: 2, md: md('气声', '句尾少量加气声，情绪会更柔和；整首都开会显得发虚。') },
  {
    title: 'Synthesizer V 与 VOCALOID 工程互转',
    type: 3,
    md: md('工程互转', '可以借助格式转换工具，但参数无法一一对应，需要重新微调。'),
  },
  {
    title: '和声轨的做法',
    type: 2,
    md: md('和声', '复制主旋律轨，音高改为三度，DYN 整体降低，GEN 略微调整。'),
  },
  { title: '一年调教回顾', type: 4, md: md('回顾', '这一年上传了十几个工程，最大的收获是学会了听。') },
  { title: '参数导出与备份', type: 3, md: md('备份', '每次大改前另存一份工程，文件名带上日期。') },
];
