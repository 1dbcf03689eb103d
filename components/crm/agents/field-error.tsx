import styles from './team.module.css';

/** A field's message from the API, tied to its input by id (aria-describedby). */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? <span id={id} className={styles.fieldError}>{message}</span> : null;
}
