import { SaxesParser } from 'saxes';
import { MetaError } from './errors';
import type { Source } from './source';

export interface XmlHandlers {
  /** An element opened; `path` lists the open elements from the root, this one last. */
  open?(path: readonly string[], attrs: Readonly<Record<string, string>>): void;
  /** An element closed, with its own text (CDATA included, children's text not). */
  close(path: readonly string[], text: string, attrs: Readonly<Record<string, string>>): void;
}

const MAX_DEPTH = 64;
/** Text kept per element; curve data and the like never need more. */
const MAX_TEXT = 64 * 1024;

/**
 * Streams an XML file through saxes, which never expands DTD entities. A DOCTYPE (the door to
 * "billion laughs" and external entities) ends the read at once, so does nesting deeper than any
 * project file needs, and so does any well-formedness error. Memory stays flat whatever the size.
 */
export async function streamXml(source: Source, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const path: string[] = [];
  const attrsStack: Record<string, string>[] = [];
  const text: string[] = [];
  let failure: MetaError | null = null;
  const fail = (why: string) => {
    failure ??= new MetaError(why);
    throw failure;
  };
  parser.on('doctype', () => fail('DOCTYPE is refused'));
  parser.on('error', (e) => fail(`xml: ${e.message.slice(0, 80)}`));
  parser.on('opentag', (tag) => {
    if (path.length >= MAX_DEPTH) fail('xml nested too deep');
    path.push(tag.name);
    attrsStack.push(tag.attributes as Record<string, string>);
    text.push('');
    handlers.open?.(path, tag.attributes as Record<string, string>);
  });
  const addText = (t: string) => {
    const i = text.length - 1;
    if (i >= 0 && text[i].length < MAX_TEXT) text[i] += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    handlers.close(path, (text.pop() ?? '').trim(), attrsStack.pop() ?? {});
    path.pop();
  });
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of source.chunks()) {
    const s = decoder.decode(chunk, { stream: true });
    if (/<!(DOCTYPE|ENTITY)/i.test(s)) fail('DOCTYPE is refused');
    parser.write(s);
    if (failure) throw failure;
  }
  parser.write(decoder.decode());
  parser.close();
  if (failure) throw failure;
}
