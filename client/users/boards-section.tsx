import { useState, type FormEvent } from 'react';
import { BOARD_KINDS, type BoardKind, type CreatedBoard } from '../../shared/schemas/boards.js';
import { ApiError } from '../lib/api-client';
import { BOARD_KIND_LABELS, BoardRow } from './board-row';
import { boardsApi } from './boards-api';
import { useBoards } from './use-boards';
import './boards.css';

/**
 * Administration: the boards, of either kind (the OR wall board or the family waiting room's).
 * A new board's address is shown once, to copy to the screen.
 */
export function BoardsSection() {
  const { boards, upsert } = useBoards();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<BoardKind>('wall');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<(CreatedBoard & { address: string }) | null>(null);
  const [copied, setCopied] = useState(false);

  const handleCreate = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const board = await boardsApi.create(name, kind);
      setCreated({ ...board, address: `${window.location.origin}${board.url}` });
      setCopied(false);
      setName('');
      setKind('wall');
      setError(null);
    } catch (failure) {
      setError(
        failure instanceof ApiError ? (failure.fieldErrors.name ?? failure.message) : 'Could not register the board.',
      );
    }
  };
  const copy = async () => {
    if (!created) return;
    await navigator.clipboard?.writeText(created.address).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  return (
    <section className="boards-section" aria-labelledby="boards-heading">
      <h2 id="boards-heading">Boards</h2>
      <form className="board-create" onSubmit={handleCreate}>
        <label htmlFor="new-board-name">New board name</label>
        <input id="new-board-name" value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
        <label htmlFor="new-board-kind">Kind</label>
        <select id="new-board-kind" value={kind} onChange={(event) => setKind(event.target.value as BoardKind)}>
          {BOARD_KINDS.map((option) => (
            <option key={option} value={option}>
              {BOARD_KIND_LABELS[option]}
            </option>
          ))}
        </select>
        <button type="submit" className="button primary">
          Register board
        </button>
        {error && <p className="field-error">{error}</p>}
      </form>
      {created && (
        <div className="board-created" role="status">
          <p>
            Open this address on the screen of <strong>{created.name}</strong> ({BOARD_KIND_LABELS[created.kind]}). It
            is shown only now: keep it private, it is the board&apos;s key.
          </p>
          <input
            aria-label="New board address"
            readOnly
            value={created.address}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </button>
          <button type="button" className="button secondary" onClick={() => setCreated(null)}>
            Done
          </button>
        </div>
      )}
      {boards === null ? (
        <p>Loading...</p>
      ) : boards.length === 0 ? (
        <p>No boards yet.</p>
      ) : (
        <ul className="board-admin-list" aria-label="Boards">
          {boards.map((board) => (
            <BoardRow key={board.id} board={board} onChanged={upsert} />
          ))}
        </ul>
      )}
    </section>
  );
}
