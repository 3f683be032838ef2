import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';

const SCREENS = {
  404: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist. Please check the URL or go back to the home page.',
    link: 'Go Back to Home',
  },
  500: {
    title: 'Internal Server Error',
    text: 'Oops! Something went wrong on our end. Please try again later or contact support if the problem persists.',
    link: 'Go Back to Home',
  },
  401: {
    title: 'Unauthorized Access',
    text: "You don't have permission to access this page. Please check your credentials or contact support if you believe this is an error.",
    link: 'Go Back to Home',
  },
} as const;

export function ErrorPage({ code }: { code: keyof typeof SCREENS }) {
  const screen = SCREENS[code];
  return (
    <main className="error-page">
      <p className="error-code">{code}</p>
      <h1>{screen.title}</h1>
      <p>{screen.text}</p>
      <Link className="button" to={paths.home}>
        {screen.link}
      </Link>
    </main>
  );
}

export const NotFoundPage = () => <ErrorPage code={404} />;
export const ServerErrorPage = () => <ErrorPage code={500} />;
export const UnauthorizedPage = () => <ErrorPage code={401} />;
