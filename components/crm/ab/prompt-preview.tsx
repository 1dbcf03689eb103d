import { triggerText, type PromptSettings } from '@/lib/ab/prompt';
import styles from './ab.module.css';

// The sign-up form's built-in words (messages/en.json SignUp), shown where a variant keeps them.
const BUILT_IN = { headline: 'Sign up or log in', body: "Free, and it takes a minute. Already signed up? Enter your e-mail and we'll send you a sign-in code.", button: 'Continue' };

/** What a visitor in this variant sees: the prompt's first step, its timing and free pictures. */
export function PromptPreview({ prompt, label }: { prompt: PromptSettings; label: string }) {
  return (
    <figure className={styles.preview} aria-label={`Preview of ${label}`}>
      <div className={styles.previewBox}>
        <p className={styles.previewTitle}>{prompt.headline || BUILT_IN.headline}</p>
        <p className={styles.previewBody}>{prompt.body || BUILT_IN.body}</p>
        <span className={styles.previewInput} aria-hidden="true">Email</span>
        <span className={styles.previewButton}>{prompt.buttonLabel || BUILT_IN.button}</span>
      </div>
      <figcaption className={styles.previewCaption}>
        Opens {triggerText(prompt.trigger, prompt.triggerValue)} · {prompt.freePictures} free picture{prompt.freePictures === 1 ? '' : 's'}
      </figcaption>
    </figure>
  );
}
