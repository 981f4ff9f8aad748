import { barTicks, provenanceLine, type Score, type ScoreTrack, type WriteOptions } from '../model';
import { lyricFor, monophonic } from './notes';
import { TextOut } from './text-out';

/** Measures before the song starts: VOCALOID 4 needs at least one. */
const PRE_MEASURE = 1;
/** Shown when the source has no VOCALOID voice: the voice utaformatix also writes; the user picks theirs. */
const DEFAULT_VOICE = { name: 'VY2V3', compId: 'BCXDC6CZLSZHZCB4' };
/** VSQX `bs` (voice language), LibreSVIP's enum. */
const BS: Record<string, number> = { ja: 0, en: 1, ko: 2, es: 3, zh: 4 };

const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const NOTE_STYLE =
  '<nStyle><v id="accent">50</v><v id="bendDep">8</v><v id="bendLen">0</v><v id="decay">50</v><v id="fallPort">0</v>' +
  '<v id="opening">127</v><v id="risePort">0</v><v id="vibLen">0</v><v id="vibType">0</v></nStyle>';
const PART_STYLE =
  '<sPlug><id>ACA9C502-A04B-42b5-B2EB-5CEA36D16FCE</id><name>VOCALOID2 Compatible Style</name><version>3.0.0.1</version></sPlug>' +
  '<pStyle><v id="accent">50</v><v id="bendDep">8</v><v id="bendLen">0</v><v id="decay">50</v><v id="fallPort">0</v><v id="opening">127</v><v id="risePort">0</v></pStyle>';
const UNIT = '<iGin>0</iGin><sLvl>-898</sLvl><sEnable>0</sEnable><m>0</m><s>0</s><pan>64</pan><vol>0</vol>';

interface Voice {
  bs: number;
  pc: number;
  name: string;
  compId: string;
}

/** One voice per distinct VOCALOID voice of the source (program numbers in order), else the default. */
function voicesOf(score: Score): { table: Voice[]; byTrack: Voice[] } {
  const table: Voice[] = [];
  const byTrack = score.tracks.map((t: ScoreTrack) => {
    const own = score.phonemes === 'vocaloid' && t.compId;
    const name = own ? (t.singer ?? t.compId!) : DEFAULT_VOICE.name;
    const compId = own ? t.compId! : DEFAULT_VOICE.compId;
    const bs = own ? (BS[t.language ?? ''] ?? 0) : 0;
    let v = table.find((x) => x.compId === compId && x.bs === bs);
    if (!v) table.push((v = { bs, pc: table.filter((x) => x.bs === bs).length, name, compId }));
    return v;
  });
  return { table, byTrack };
}

/**
 * VOCALOID 4 (.vsqx, vsq4 schema, 480 per quarter): the master track carries the project name, a
 * comment naming where the file came from, one pre-measure, time signatures and tempos (BPM × 100);
 * each vocal track becomes a vsTrack with one part of notes {t, dur, n, v, y (lyric), p (phonemes)}.
 * Phonemes are kept from VOCALOID sources only; other notes get VOCALOID's placeholder `a`, and
 * VOCALOID re-derives them when the lyrics are re-entered (utaformatix writes the same). No curves.
 */
export function writeVsqx(score: Score, opts: WriteOptions): Uint8Array[] {
  const out = new TextOut();
  const first = score.timeSignatures[0] ?? { num: 4, den: 4 };
  const pre = PRE_MEASURE * barTicks(first.num, first.den);
  const { table, byTrack } = voicesOf(score);
  const source = provenanceLine(opts.source);
  out.write('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n');
  out.write(
    '<vsq4 xmlns="http://www.yamaha.co.jp/vocaloid/schema/vsq4/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.yamaha.co.jp/vocaloid/schema/vsq4/ vsq4.xsd">\n',
  );
  out.write(
    `<vender>${cdata('Yamaha corporation')}</vender>\n<version>${cdata('4.0.0.3')}</version>\n<vVoiceTable>\n`,
  );
  for (const v of table) {
    out.write(
      `<vVoice><bs>${v.bs}</bs><pc>${v.pc}</pc><id>${cdata(v.compId)}</id><name>${cdata(v.name)}</name><vPrm><bre>0</bre><bri>0</bri><cle>0</cle><gen>0</gen><ope>0</ope></vPrm></vVoice>\n`,
    );
  }
  out.write('</vVoiceTable>\n<mixer><masterUnit><oDev>0</oDev><rLvl>0</rLvl><vol>0</vol></masterUnit>');
  score.tracks.forEach((_, i) => out.write(`<vsUnit><tNo>${i}</tNo>${UNIT}</vsUnit>`));
  out.write(
    `<monoUnit>${UNIT}</monoUnit><stUnit><iGin>0</iGin><m>0</m><s>0</s><vol>-129</vol></stUnit></mixer>\n`,
  );
  out.write(
    `<masterTrack><seqName>${cdata(opts.source.title || score.title || 'Untitled0')}</seqName><comment>${cdata(source)}</comment>`,
  );
  out.write(`<resolution>480</resolution><preMeasure>${PRE_MEASURE}</preMeasure>\n`);
  for (const s of score.timeSignatures)
    out.write(
      `<timeSig><m>${s.bar === 0 ? 0 : s.bar + PRE_MEASURE}</m><nu>${s.num}</nu><de>${s.den}</de></timeSig>\n`,
    );
  for (const t of score.tempos)
    out.write(`<tempo><t>${t.tick === 0 ? 0 : t.tick + pre}</t><v>${Math.round(t.bpm * 100)}</v></tempo>\n`);
  out.write('</masterTrack>\n');
  score.tracks.forEach((track, i) => {
    const notes = monophonic(track.notes);
    const last = notes[notes.length - 1];
    const voice = byTrack[i];
    out.write(
      `<vsTrack><tNo>${i}</tNo><name>${cdata(track.name || `Track ${i + 1}`)}</name><comment>${cdata(source)}</comment>\n`,
    );
    out.write(
      `<vsPart><t>${pre}</t><playTime>${last ? last.tick + last.dur : barTicks(first.num, first.den)}</playTime><name>${cdata(track.name || 'NewPart')}</name><comment>${cdata('')}</comment>`,
    );
    out.write(`${PART_STYLE}<singer><t>0</t><bs>${voice.bs}</bs><pc>${voice.pc}</pc></singer>\n`);
    for (const n of notes) {
      const phoneme = score.phonemes === 'vocaloid' && n.phoneme ? n.phoneme : 'a';
      out.write(
        `<note><t>${n.tick}</t><dur>${n.dur}</dur><n>${n.key}</n><v>64</v><y>${cdata(lyricFor(n.lyric, 'vocaloid'))}</y><p>${cdata(phoneme)}</p>${NOTE_STYLE}</note>\n`,
      );
    }
    out.write('<plane>0</plane></vsPart></vsTrack>\n');
  });
  out.write(
    `<monoTrack></monoTrack>\n<stTrack></stTrack>\n<aux><id>${cdata('AUX_VST_HOST_CHUNK_INFO')}</id><content>${cdata('VlNDSwAAAAADAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=')}</content></aux>\n</vsq4>\n`,
  );
  return out.done();
}
