// The table page follows its table: each new version the server announces (server-sent
// events) brings the page's changing part again, from the server, without a reload.
"use strict";
(function () {
  const body = document.body;
  const status = document.getElementById("live");
  function localTimes() {
    const lang = document.documentElement.lang;
    for (const time of document.querySelectorAll("time[datetime]")) {
      const when = new Date(time.getAttribute("datetime"));
      if (!isNaN(when)) {
        time.textContent = when.toLocaleString(lang, { dateStyle: "medium", timeStyle: "short" });
      }
    }
  }
  // One refresh at a time: news that comes meanwhile brings one more after it, not one each.
  let fetching = false;
  let again = false;
  async function refresh(version) {
    if (fetching) {
      again = true;
      return;
    }
    fetching = true;
    try {
      const answer = await fetch(location.pathname, { headers: { Accept: "text/html" } });
      if (answer.status === 429) {
        // told to wait: the page would stay a move behind, so it asks again later
        setTimeout(() => refresh(version), 2000);
        return;
      }
      if (!answer.ok) return;
      const page = new DOMParser().parseFromString(await answer.text(), "text/html");
      const main = page.getElementById("table");
      if (!main) return;
      document.getElementById("table").replaceWith(main);
      body.dataset.version = page.body.dataset.version || String(version);
      localTimes();
    } finally {
      fetching = false;
      if (again) {
        again = false;
        refresh(Number(body.dataset.version));
      }
    }
  }
  localTimes();
  // a player's page (play.js) asks for the table as it now stands after each of its actions
  document.addEventListener("tabula:refresh", () => refresh(Number(body.dataset.version)));
  const events = body.dataset.events;
  if (!events || !window.EventSource) return;
  const source = new EventSource(events);
  source.onopen = () => { status.textContent = body.dataset.live; };
  source.onerror = () => { if (source.readyState === EventSource.CLOSED) status.textContent = body.dataset.offline; };
  source.addEventListener("version", (event) => {
    const version = Number(event.data);
    if (version > Number(body.dataset.version)) refresh(version);
  });
  source.addEventListener("ended", () => {
    source.close();
    status.textContent = "";
    refresh(Number(body.dataset.version));
  });
  source.addEventListener("full", () => {
    source.close();
    status.textContent = body.dataset.offline;
  });
})();
