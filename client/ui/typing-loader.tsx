import { PRACTICE_NAME } from '../../shared/practice.js';

/** The first-visit loading screen with a typing animation. */
export function TypingLoader() {
  return (
    <div className="typing-loader" role="status" aria-label="Loading">
      <span className="typing-text">{PRACTICE_NAME}</span>
    </div>
  );
}
