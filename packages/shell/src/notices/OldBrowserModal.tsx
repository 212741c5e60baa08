'use client';

import { shellMessages } from '@ornament/domain';
import { Modal } from '@ornament/ui-kit/components/Modal/Modal';
import { browserDownloads } from './browserDownloads';
import * as styles from './notices.css';

/** Spec 1 §4: shown when the browser cannot format number ranges; offers six current browsers. */
export default function OldBrowserModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={shellMessages.oldBrowserTitle} size="sm">
      <p className={styles.modalText}>Сайт может работать с ошибками. Установите один из современных браузеров:</p>
      <ul className={styles.browserList}>
        {browserDownloads.map((browser) => (
          <li key={browser.name}>
            <a className={styles.browserLink} href={browser.href} target="_blank" rel="noopener noreferrer">
              {browser.name}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
