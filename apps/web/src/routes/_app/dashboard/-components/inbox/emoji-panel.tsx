import EmojiPicker, { EmojiStyle, SuggestionMode } from 'emoji-picker-react';
import { useLocale } from '../../../../../i18n/locale.tsx';

type Props = { onPick: (emoji: string) => void };

/**
 * The picker itself, in its own chunk (emoji-button.tsx loads it on first open): its data is
 * bundled and its emoji are the phone's own glyphs, so nothing is fetched from elsewhere.
 */
export default function EmojiPanel({ onPick }: Props) {
  const { t } = useLocale();
  return (
    <EmojiPicker
      className="emoji-panel"
      width="100%"
      height={340}
      emojiStyle={EmojiStyle.NATIVE}
      suggestedEmojisMode={SuggestionMode.RECENT}
      previewConfig={{ showPreview: false }}
      skinTonesDisabled
      keepSearchFocus
      autoFocusSearch
      labels={{
        searchPlaceholder: t('inbox.emoji.search'),
        searchLabel: t('inbox.emoji.search'),
        searchResultsNone: t('inbox.emoji.none'),
      }}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
