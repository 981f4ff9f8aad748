import { useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import type { useAppProps } from 'antd/es/app/context';
import { bindFeedback } from '../lib/feedback';

/** antd's context-aware modal/message/notification, handed to lib/feedback and to AppFrame's App context. */
export default function FeedbackHost({ onReady }: { onReady: (apis: useAppProps) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    bindFeedback(modalApi, messageApi, notificationApi);
    onReady({ message: messageApi, notification: notificationApi, modal: modalApi });
  }, [modalApi, messageApi, notificationApi, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
