import { useEffect, useRef, useState } from 'react';
import { Alert, Button, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

const PREFIX = 'vsqx-draft:';
/** Drafts older than this are dropped rather than restored (a week: a forgotten tab is not brought back). */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored<T> {
  at: number;
  values: Partial<T>;
}

function read<T>(key: string): Stored<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    const d = raw ? (JSON.parse(raw) as Stored<T>) : null;
    return d && Date.now() - d.at < MAX_AGE_MS ? d : null;
  } catch {
    return null;
  }
}

/**
 * Draft protection (issue 21): what is typed into a form is kept in localStorage under `key` (per project)
 * until it is saved (`clear`) or discarded, and put back when the form opens again — after a reload, a
 * crash or a closed tab. Files are not kept (a browser cannot), only the fields. `restored` says the form
 * shows a draft, for `<DraftNotice>`. A null `key` waits: a form that mounts later (after its upload slot
 * arrived) passes its key then, so the draft is put into a mounted form.
 */
export function useFormDraft<T extends object>(form: FormInstance<T>, key: string | null) {
  const [restored, setRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cleared = useRef(false);

  useEffect(() => {
    if (!key) return;
    const d = read<T>(key);
    if (!d) return;
    form.setFieldsValue(d.values as Parameters<FormInstance<T>['setFieldsValue']>[0]);
    setRestored(true);
  }, [form, key]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const clear = () => {
    cleared.current = true;
    if (timer.current) clearTimeout(timer.current);
    if (key) localStorage.removeItem(PREFIX + key);
    setRestored(false);
  };

  return {
    restored,
    /** Call from the form's onValuesChange: written half a second after the last keystroke. */
    save() {
      if (!key) return;
      cleared.current = false;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (cleared.current) return;
        try {
          localStorage.setItem(
            PREFIX + key,
            JSON.stringify({ at: Date.now(), values: form.getFieldsValue(true) }),
          );
        } catch {
          /* storage full or off: the form still works, only without a draft */
        }
      }, 500);
    },
    /** Saved: the draft has done its job. */
    clear,
    /** 丢弃: the draft goes and the form shows what was saved. */
    discard() {
      clear();
      form.resetFields();
    },
  };
}

/** Says a draft was put back, with 丢弃 to return to the saved version. */
export function DraftNotice({ draft }: { draft: { restored: boolean; discard(): void } }) {
  const { t } = useTranslation('widgets');
  if (!draft.restored) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('draft.restored')}
      data-testid="draft-notice"
      action={
        <Button size="small" onClick={() => draft.discard()} data-testid="draft-discard">
          {t('draft.discard')}
        </Button>
      }
    />
  );
}
