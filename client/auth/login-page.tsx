import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRACTICE_NAME } from '../../shared/practice.js';
import { ApiError } from '../lib/api-client';
import { useSession } from '../lib/session';
import { FieldError } from '../ui/field-error';
import { authApi } from './api';

export function LoginPage() {
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setErrors({});
    try {
      signIn(await authApi.login({ username, password }));
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(
        error instanceof ApiError && (error.status === 422 || error.status === 429)
          ? { ...fieldErrors, ...(error.status === 429 ? { username: error.message } : {}) }
          : { general: 'An unexpected error occurred. Please try again later.' },
      );
      setSubmitting(false);
    }
  };

  return (
    <main className="login-page">
      <form className="login-card" onSubmit={handleSubmit} noValidate>
        <img src="/logo.svg" alt={`${PRACTICE_NAME} logo`} width={72} height={72} />
        <h1>{PRACTICE_NAME}</h1>
        <label>
          Username
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <FieldError message={errors.username} />
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <FieldError message={errors.password} />
        <FieldError message={errors.general} />
        <button type="submit" className="button primary" disabled={submitting}>
          {submitting ? 'Loading...' : 'Login'}
        </button>
      </form>
    </main>
  );
}
