import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkMidiFile, msg, type MidiFileInfo } from '@vsqx/domain';
import { UploadField } from '../../../components/upload-field';
import { useLang } from '../../../lib/i18n';
import { MIDI_UPLOAD_URL, midiInfoOf, uploadFields } from '../api/upload';

interface Props {
  midiUid: string;
  /** Editing starts with the stored file uploaded (spec §4). */
  initialDone: boolean;
  /** What the server read from the file just uploaded, or null. */
  info: MidiFileInfo | null;
  /** The stored file when editing: its name and length. */
  stored?: { file_name: string; music_length: string } | null;
  onUploaded(info: MidiFileInfo): void;
  onCleared(): void;
}

/**
 * The MIDI upload block: `.mid` only, at most 4194304 bytes (checked here and while streaming on the
 * server), then what the file holds — tracks, length, tempo — so the page can suggest single or multi-track.
 */
export function MidiFileBlock({ midiUid, initialDone, info, stored, onUploaded, onCleared }: Props) {
  const { t } = useTranslation('midi');
  const lang = useLang();
  return (
    <Flex vertical gap={12}>
      <UploadField
        action={MIDI_UPLOAD_URL}
        data={uploadFields(midiUid)}
        accept=".mid"
        validate={(file) => checkMidiFile(file)}
        initialDone={initialDone}
        doneText={msg('midiUploaded', lang)}
        reuploadMessage="reuploadMidi"
        resumable={{ target: 'midi_file', uid: midiUid }}
        onUploaded={(res) => {
          const read = midiInfoOf(res);
          if (read) onUploaded(read);
        }}
        onCleared={onCleared}
        testId="midi-upload"
      />
      {info ? (
        <Descriptions
          size="small"
          bordered
          column={1}
          data-testid="midi-info"
          items={[
            { key: 'name', label: t('file.name'), children: info.file_name },
            {
              key: 'length',
              label: t('file.length'),
              children: <span data-testid="midi-info-length">{info.music_length}</span>,
            },
            {
              key: 'tracks',
              label: t('file.tracks'),
              children: (
                <span data-testid="midi-info-tracks">
                  {t('file.tracksValue', { count: info.track_count, notes: info.tracks_with_notes })}
                </span>
              ),
            },
            {
              key: 'tempo',
              label: t('file.tempo'),
              children: <span data-testid="midi-info-tempo">{t('file.bpm', { bpm: info.tempo_bpm })}</span>,
            },
          ]}
        />
      ) : (
        stored?.file_name && (
          <Typography.Text type="secondary" data-testid="midi-stored">
            {t('file.stored', { name: stored.file_name, length: stored.music_length || '--:--' })}
          </Typography.Text>
        )
      )}
      <Typography.Text type="secondary">{t('file.hint')}</Typography.Text>
    </Flex>
  );
}
