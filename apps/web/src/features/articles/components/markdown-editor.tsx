import { useMemo, useRef, type ClipboardEvent, type DragEvent } from 'react';
import MDEditor, {
  commands as en,
  TextAreaTextApi,
  type ICommand,
  type MDEditorProps,
  type RefMDEditor,
} from '@uiw/react-md-editor/nohighlight';
import * as zh from '@uiw/react-md-editor/commands-cn';
import rehypeSanitize from 'rehype-sanitize';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { msg } from '@vsqx/domain';
import { toast } from '../../../lib/feedback';
import { currentLang, useLang } from '../../../lib/i18n';
import { uploadArticleImage } from '../api/upload-image';
import { endListOnEnter } from './list-end';

export interface MarkdownEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  height?: number;
}

/**
 * The toolbar icons are <svg role="img"> without a title; each button already has its aria-label, so the
 * icon is hidden from assistive technology (axe svg-img-alt).
 */
const quietIcon = (cmd: ICommand): ICommand =>
  cmd.icon
    ? {
        ...cmd,
        icon: (
          <span aria-hidden="true" style={{ display: 'contents' }}>
            {cmd.icon}
          </span>
        ),
      }
    : cmd;

/**
 * The preview's heading anchors are empty links (only an icon): dropped (axe link-name). Its headings move one
 * level down, as on the article page, so the page keeps one <h1>.
 */
const previewHeadings: NonNullable<NonNullable<MDEditorProps['previewOptions']>['rehypeRewrite']> = (
  node,
  _i,
  parent,
) => {
  if (node.type !== 'element') return;
  if (node.tagName === 'a' && parent?.type === 'element' && /^h[1-6]$/.test(parent.tagName)) {
    parent.children = parent.children.filter((c) => c !== node);
  }
  const level = /^h([1-5])$/.exec(node.tagName)?.[1];
  if (level) node.tagName = `h${Number(level) + 1}`;
};

const imagesOf = (files: FileList | undefined | null) =>
  [...(files ?? [])].filter((f) => f.type.startsWith('image/'));

/**
 * The article's Markdown editor (@uiw/react-md-editor, textarea based): toolbar, live preview side by
 * side, and image upload from the toolbar, by paste or by drop. The preview runs through rehype-sanitize
 * so raw HTML typed into the Markdown cannot run in the author's own browser either.
 * Loaded lazily (see markdown-field.tsx) so other routes do not carry it.
 */
export default function MarkdownEditor({ value = '', onChange, height = 480 }: MarkdownEditorProps) {
  const { t } = useTranslation('articles');
  const editor = useRef<RefMDEditor>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  /** Uploads each image and inserts `![name](address)` where the cursor is. */
  async function insertImages(files: File[]) {
    const textarea = editor.current?.textarea;
    for (const file of files) {
      toast.info(t('editor.uploading'));
      try {
        const url = await uploadArticleImage(file, 'body', file.name || 'image.png');
        const alt = (file.name || 'image').replace(/\.[^.]*$/, '').replace(/[[\]]/g, '');
        if (textarea) {
          textarea.focus();
          new TextAreaTextApi(textarea).replaceSelection(`![${alt}](${url})\n`);
          // The text API edits the textarea directly; hand the result to the form.
          onChange?.(textarea.value);
        } else {
          onChange?.(`${value}\n![${alt}](${url})\n`);
        }
        toast.success(t('editor.uploaded'));
      } catch (err) {
        toast.error((err as Error).message || msg('uploadFailed', currentLang()));
      }
    }
  }

  const lang = useLang();
  const toolbar = useMemo(() => {
    const c = lang === 'zh' ? zh : en;
    const upload: ICommand = {
      name: 'upload-image',
      keyCommand: 'upload-image',
      buttonProps: {
        'aria-label': t('editor.uploadImage'),
        title: t('editor.uploadImage'),
        'data-testid': 'md-upload-image',
      } as ICommand['buttonProps'],
      icon: <PictureOutlined style={{ fontSize: 12 }} />,
      execute: () => fileInput.current?.click(),
    };
    return {
      commands: [
        c.title,
        c.bold,
        c.italic,
        c.strikethrough,
        c.divider,
        c.link,
        c.quote,
        c.code,
        c.codeBlock,
        upload,
        c.divider,
        c.unorderedListCommand,
        c.orderedListCommand,
        c.table,
        c.hr,
      ].map(quietIcon),
      extra: [c.codeEdit, c.codeLive, c.codePreview, c.divider, c.fullscreen].map(quietIcon),
    };
  }, [lang, t]);

  return (
    <div data-color-mode="light" data-testid="md-editor">
      <MDEditor
        ref={editor}
        value={value}
        onChange={(v) => onChange?.(v ?? '')}
        height={height}
        preview="live"
        commands={toolbar.commands}
        extraCommands={toolbar.extra}
        previewOptions={{ rehypePlugins: [[rehypeSanitize]], rehypeRewrite: previewHeadings }}
        textareaProps={{
          placeholder: t('editor.placeholder'),
          onKeyDownCapture: endListOnEnter,
          onPaste: (e: ClipboardEvent<HTMLTextAreaElement>) => {
            const files = imagesOf(e.clipboardData?.files);
            if (files.length === 0) return;
            e.preventDefault();
            void insertImages(files);
          },
          onDrop: (e: DragEvent<HTMLTextAreaElement>) => {
            const files = imagesOf(e.dataTransfer?.files);
            if (files.length === 0) return;
            e.preventDefault();
            void insertImages(files);
          },
        }}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        style={{ display: 'none' }}
        data-testid="md-image-input"
        onChange={(e) => {
          const files = imagesOf(e.target.files);
          e.target.value = '';
          if (files.length > 0) void insertImages(files);
        }}
      />
    </div>
  );
}
