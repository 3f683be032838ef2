import { useParams } from 'react-router-dom';
import { BoardView } from './board-view';
import { FamilyBoardView } from './family-board-view';
import { useBoardSession } from './use-board-session';
import './board.css';

/** /board/<token>: a wall board or a family waiting-room board. No sign-in, no top bar; the url token is the credential. */
export function BoardPage() {
  const { token = '' } = useParams();
  const session = useBoardSession(token);
  if (session.state === 'ended') {
    return (
      <main className="board board-ended">
        <h1>This board has been turned off</h1>
        <p>Ask an administrator for a new board address.</p>
      </main>
    );
  }
  if (session.state === 'loading') {
    return (
      <main className="board">
        <p className="board-message" role="status">
          Connecting…
        </p>
      </main>
    );
  }
  const View = session.board.kind === 'family' ? FamilyBoardView : BoardView;
  return (
    <View socket={session.socket} board={session.board} timeZone={session.timeZone} generation={session.generation} />
  );
}
