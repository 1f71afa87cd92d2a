import { useParams } from 'react-router';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { sessionSelectors } from '#machines/session';
import { Screen } from '#shell/layout/Screen';
import { useSession } from '#shell/runtimeContext';
import { Button } from '#ui/Button';
import { Modal } from '#ui/Modal';
import { Notice } from '#ui/Notice';
import { Spinner } from '#ui/Spinner';
import { TextField } from '#ui/TextField';
import { useChat, type ChatFlow } from './useChat';
import './Chat.css';

/** /match/chat/:challengeId (spec part 3 §4 "Chat"): the two players of an accepted challenge write in real time. */
export default function ChatPage() {
  const { challengeId } = useParams();
  const userId = useSession(sessionSelectors.userId);
  const token = useSession((s) => s.context.token);
  const id = challengeId && /^\d+$/.test(challengeId) ? Number(challengeId) : 0;
  if (userId === null) return <Spinner size="large" />;
  return <Chat key={`${id}:${userId}`} challengeId={id} userId={userId} token={token} />;
}

function Chat({ challengeId, userId, token }: { challengeId: number; userId: number; token: string | null }) {
  return <ChatView flow={useChat(challengeId, userId, token)} />;
}

const timeOf = (epoch: number, locale: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(epoch);

export function ChatView({ flow }: { flow: ChatFlow }) {
  const { i18n } = useLingui();
  return (
    <Screen narrow>
      <section className="card stack chat" aria-labelledby="chat-title" data-testid="chat">
        <h2 id="chat-title">
          <Trans>Chat del partido</Trans>
        </h2>
        {flow.loading ? <Spinner size="large" /> : null}
        {flow.notice ? (
          <Notice kind="error" title={flow.notice.title ? i18n._(flow.notice.title) : undefined}>
            <p>{i18n._(flow.notice.message)}</p>
            {flow.notice.kind === 'loadFailed' ? (
              <Button variant="secondary" onClick={flow.reload}>
                <Trans>Volver a cargar</Trans>
              </Button>
            ) : (
              <Button variant="secondary" onClick={flow.home}>
                <Trans>Ir a match</Trans>
              </Button>
            )}
          </Notice>
        ) : null}
        <ol className="chat__messages" aria-live="polite" data-testid="chat-messages">
          {flow.messages.map((m) => (
            <li
              key={m.id}
              className={`chat__message chat__message--${m.type}`}
              data-testid="chat-message"
              data-delivered={m.delivered ? 'Y' : 'N'}
            >
              <p className="chat__text">{m.message}</p>
              <p className="chat__meta">
                {timeOf(m.epoch_ts, i18n.locale)}
                {m.type === 'sent' ? (
                  <span className="chat__status">{m.delivered ? <Trans>Leído</Trans> : <Trans>Enviado</Trans>}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
        {flow.canWrite ? (
          <form
            className="chat__form"
            onSubmit={(event) => {
              event.preventDefault();
              flow.send();
            }}
          >
            <TextField
              label={<Trans>Mensaje</Trans>}
              value={flow.draft}
              maxLength={1000}
              onChange={(event) => flow.change(event.target.value)}
            />
            <Button type="submit" disabled={!flow.canSend} busy={flow.sending}>
              <Trans>Enviar</Trans>
            </Button>
          </form>
        ) : null}
      </section>
      <Modal
        open={flow.noInternet}
        title={<Trans>Sin conexión a internet</Trans>}
        onClose={flow.dismiss}
        footer={
          <Button onClick={flow.retry}>
            <Trans>Reintentar</Trans>
          </Button>
        }
      >
        <p>
          <Trans>No pudimos enviar tu mensaje. Revisa tu conexión e inténtalo de nuevo.</Trans>
        </p>
      </Modal>
    </Screen>
  );
}
