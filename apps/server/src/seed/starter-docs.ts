import type { DB } from '../db/database';

/** The tutorial documents that ship with the product (the V course); suggestions are made against them. */
export const STARTER_DOCS = [
  {
    slug: 'parameters',
    title: 'VOCALOID 参数总览',
    html: `<h2>为什么要调参数</h2><p>VOCALOID 默认的演唱是“平”的：音高直上直下、力度一成不变。调教就是用参数把人声的呼吸、起伏和情感找回来。</p>
<h2>常用参数</h2><ul><li><strong>VEL（Velocity）</strong>：辅音的速度。数值越大，辅音越短越有力，适合快歌。</li>
<li><strong>DYN（Dynamics）</strong>：音量的动态，是最常用的参数。乐句开头稍弱、重音处加强，句尾渐弱。</li>
<li><strong>BRE（Breathiness）</strong>：气声。抒情段落少量添加，避免整首都开。</li>
<li><strong>BRI（Brightness）</strong> 与 <strong>CLE（Clearness）</strong>：音色的明亮度与清晰度，副歌可略微提高。</li>
<li><strong>OPE（Opening）</strong>：嘴型开合，影响元音的饱满程度。</li>
<li><strong>GEN（Gender Factor）</strong>：声线的性别倾向，小幅改变可以得到更成熟或更稚嫩的音色。</li>
<li><strong>POR（Portamento Timing）</strong>：滑音的时机。</li>
<li><strong>PIT / PBS</strong>：音高弯曲及其范围，见《音高线调教》。</li></ul>
<h2>建议的顺序</h2><ol><li>先确认音符与歌词正确，时值对齐伴奏。</li><li>画音高线（PIT）。</li><li>调动态（DYN）。</li><li>最后加气声、明亮度等润色。</li></ol>`,
  },
  {
    slug: 'pitch',
    title: '音高线（PIT / PBS）调教',
    html: `<h2>基本概念</h2><p>PIT 决定音高偏离音符的程度，PBS（Pitch Bend Sensitivity）决定 PIT 的最大范围（单位为半音）。PBS 设为 2 时，PIT 的最大值对应上移两个半音。</p>
<h2>三种常见的音高处理</h2><ul><li><strong>预备音（起音下沉）</strong>：音符开头先低一点再回到目标音高，让起音更自然。</li>
<li><strong>过冲（Overshoot）</strong>：大跳音程时略微冲过目标音高再回落，适合有力的乐句。</li>
<li><strong>颤音（Vibrato）</strong>：长音的后半段加入，频率 5～6 Hz，深度随情绪变化。</li></ul>
<h2>小技巧</h2><p>先把 PBS 调大（例如 12）画出大致轮廓，再回到较小的 PBS 精修；注意不要让每个音都带同样的弯曲，否则会显得机械。</p>`,
  },
  {
    slug: 'dynamics',
    title: '动态（DYN）与呼吸感',
    html: `<h2>动态决定情绪</h2><p>同一句歌词，句首弱、句中强、句尾渐弱，会比平直的音量更有“唱”的感觉。副歌整体比主歌高出一些，但不要顶满。</p>
<h2>呼吸</h2><p>在乐句之间加入呼吸音（可使用声库自带的 breath 音素或导入呼吸采样），并配合 BRE 参数在句尾稍稍提高气声，听感会更接近真人。</p>
<h2>检查清单</h2><ol><li>关闭伴奏单听人声，确认没有突兀的音量跳变。</li><li>重音是否落在歌词的重读音节上。</li><li>长音是否有渐强或渐弱的处理。</li></ol>`,
  },
  {
    slug: 'chinese-diction',
    title: '中文声库的咬字技巧',
    html: `<h2>常见问题</h2><p>中文声库在快速乐句中容易出现“吞字”或字头不清。原因通常是辅音太长或音符太短。</p>
<h2>解决办法</h2><ul><li>适当提高 VEL，让辅音更短更清楚。</li><li>把前一个音符稍微缩短，给下一个字的辅音留出空间。</li><li>对“zh / ch / sh”等卷舌音，可在音素编辑中检查是否被识别成平舌音。</li><li>复韵母（如 ai、ao、iang）在长音上可以手动拆分音素，让韵尾在音符结尾处出现。</li></ul>
<h2>推荐练习</h2><p>选一段绕口令式的快歌，只调咬字不调音高，反复对比原唱，体会辅音长度对清晰度的影响。</p>`,
  },
  {
    slug: 'synthv-basics',
    title: 'Synthesizer V 入门与工程分享',
    html: `<h2>与 VOCALOID 的不同</h2><p>Synthesizer V 默认就带有自动音高（AI 模式），新手可以先用默认效果，再在“音高偏差”“音高过渡”中细调。</p>
<h2>分享工程时请注意</h2><ul><li>工程文件为 <code>.svp</code>，分享时注明使用的声库与引擎版本。</li><li>如果工程引用了伴奏或采样，请打包为 zip 一并上传，或在说明中注明来源。</li><li>在本站上传时选择“其他歌声合成引擎”，并填写引擎名称（例如 SynthV）。</li></ul>`,
  },
];

/** Inserts the starter documents into an empty table (runs at every start; a no-op afterwards). */
export async function ensureStarterDocs(db: DB): Promise<void> {
  const existing = await db.selectFrom('tutorial_docs').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const now = Date.now();
  await db
    .insertInto('tutorial_docs')
    .values(
      STARTER_DOCS.map((d, i) => ({
        slug: d.slug,
        title: d.title,
        content_html: d.html,
        sort_order: i,
        updated_at: now,
      })),
    )
    .execute();
}
