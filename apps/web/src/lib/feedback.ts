import type { ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import i18next from 'i18next';

/**
 * Feedback in one place (STYLE "Habits"): the api client and pages show alerts, toasts and confirmations
 * through antd's context-aware APIs, which `<FeedbackHost>` (app/feedback-host.tsx) hands over here once
 * mounted. Anything asked for before that waits for it. The host (antd's modal, message and notification
 * code, 28 KB gzip) is loaded on the first feedback asked for or the visitor's first input, not with the
 * first screen, which rarely shows any (issue 19: it was a tenth of the creator home's first-load JS).
 */
let modal!: ModalHookAPI;
let message!: MessageInstance;
let notification!: NotificationInstance;
let bound!: () => void;
const ready = new Promise<void>((resolve) => (bound = resolve));
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Asks AppFrame to load and mount the host (once). */
export function wantFeedback() {
  if (wanted) return;
  wanted = true;
  for (const l of wantedListeners) l();
}
/** For useSyncExternalStore in AppFrame. */
export const feedbackWanted = () => wanted;
export function onFeedbackWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => void wantedListeners.delete(listener);
}
/** The bound APIs, once the host is there (asking for them loads it). */
function host() {
  wantFeedback();
  return ready;
}

export function bindFeedback(m: ModalHookAPI, msg: MessageInstance, n: NotificationInstance) {
  modal = m;
  message = msg;
  notification = n;
  bound();
}

/** The spec §8 alert dialog: the server's message, a title, and the button '知道了喵'. */
export function alertDialog(content: string, title: 'sorry' | 'error' | 'notice' = 'notice'): Promise<void> {
  const t = i18next.t.bind(i18next);
  return host().then(
    () =>
      new Promise((resolve) => {
        modal.warning({
          title: t(`common:dialog.${title}`),
          content,
          okText: t('common:dialog.ok'),
          onOk: () => resolve(),
          onCancel: () => resolve(),
        });
      }),
  );
}

/** A save's answer with antd's success / warning / error icon; a title (spec §8) and '知道了喵'. */
export function answerDialog(kind: 'success' | 'warning' | 'error', title: string, content: string) {
  const t = i18next.t.bind(i18next);
  void host().then(() => {
    modal[kind]({ title, content, okText: t('common:dialog.ok') });
  });
}

export function confirmDialog(
  content: string,
  opts: { danger?: boolean; title?: string; okText?: string; cancelText?: string } = {},
): Promise<boolean> {
  const t = i18next.t.bind(i18next);
  return host().then(
    () =>
      new Promise((resolve) => {
        modal.confirm({
          title: opts.title ?? t('common:dialog.confirmTitle'),
          content,
          okText: opts.okText ?? t('common:dialog.confirm'),
          cancelText: opts.cancelText ?? t('common:dialog.cancel'),
          okButtonProps: { danger: opts.danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  );
}

export const toast = {
  success: (text: string, seconds = 2) => void host().then(() => message.success(text, seconds)),
  error: (text: string, seconds = 3) => void host().then(() => message.error(text, seconds)),
  warning: (text: string, seconds = 3) => void host().then(() => message.warning(text, seconds)),
  info: (text: string, seconds = 2) => void host().then(() => message.info(text, seconds)),
};

export function notify(title: string, description: string) {
  void host().then(() => notification.info({ title, description, placement: 'topRight', duration: 5 }));
}

/** A notification with content of its own (a link), replacing any earlier one of the same key. */
export function notifyRich(key: string, title: ReactNode, description: ReactNode) {
  void host().then(() => notification.info({ key, title, description, placement: 'topRight', duration: 6 }));
}
