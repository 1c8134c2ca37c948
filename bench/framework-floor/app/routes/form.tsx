const LINKS = Array.from({ length: 40 }, (_, i) => i);

/** About the sign-in page's size of markup (a form of two fields and a list of links), still with no loader and no data. */
export default function Form() {
  return (
    <main className="container">
      <h1 className="h4">Вход в систему</h1>
      <form method="post">
        <label htmlFor="login">Логин</label>
        <input id="login" name="login" className="form-control form-control-lg" autoComplete="username" required maxLength={40} />
        <label htmlFor="password">Пароль</label>
        <input id="password" name="password" type="password" className="form-control form-control-lg" required />
        <button type="submit" className="btn btn-lg btn-primary w-100">
          Войти
        </button>
      </form>
      <ul className="list-unstyled">
        {LINKS.map((i) => (
          <li key={i} className="small text-body-secondary">
            <a href={`/form?link=${i}`}>Ссылка {i}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
