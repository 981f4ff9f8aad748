import type { ReactNode } from 'react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import i18next from 'i18next';

/**
 * Feedback in one place (STYLE "Habits"): the api client and pages show alerts, toasts and confirmations
 * through antd's context-aware APIs, which `<FeedbackHost>` (app/feedback-host.tsx, loaded beside the first
 * screen) hands over here once mounted. Anything asked for before that waits for it.
 */
let modal!: ModalHookAPI;
let message!: MessageInstance;
let notification!: NotificationInstance;
let bound!: () => void;
const ready = new Promise<void>((resolve) => (bound = resolve));

export function bindFeedback(m: ModalHookAPI, msg: MessageInstance, n: NotificationInstance) {
  modal = m;
  message = msg;
  notification = n;
  bound();
}

/** The spec §8 alert dialog: the server's message, a title, and the button '知道了喵'. */
export function alertDialog(content: string, title: 'sorry' | 'error' | 'notice' = 'notice'): Promise<void> {
  const t = i18next.t.bind(i18next);
  return ready.then(
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

export function confirmDialog(
  content: string,
  opts: { danger?: boolean; title?: string; okText?: string; cancelText?: string } = {},
): Promise<boolean> {
  const t = i18next.t.bind(i18next);
  return ready.then(
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
  success: (text: string, seconds = 2) => void ready.then(() => message.success(text, seconds)),
  error: (text: string, seconds = 3) => void ready.then(() => message.error(text, seconds)),
  warning: (text: string, seconds = 3) => void ready.then(() => message.warning(text, seconds)),
  info: (text: string, seconds = 2) => void ready.then(() => message.info(text, seconds)),
};

export function notify(title: string, description: string) {
  void ready.then(() => notification.info({ title, description, placement: 'topRight', duration: 5 }));
}

/** A notification with content of its own (a link), replacing any earlier one of the same key. */
export function notifyRich(key: string, title: ReactNode, description: ReactNode) {
  void ready.then(() => notification.info({ key, title, description, placement: 'topRight', duration: 6 }));
}
