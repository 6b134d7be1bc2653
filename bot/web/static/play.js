// A player's own page: a tap on a choice (a thing on the board or a button under it) plays it
// through /p/<token>/act, as a click on the Discord board would. Several choices on one spot,
// or a choice the game asks about first, are asked in the page. What the table answers (a
// refusal in the words Discord would say) shows above the board; the page then refreshes
// (table.js swaps its changing part in).
"use strict";
(function () {
  const body = document.body;
  const notice = document.getElementById("notice");
  const chooser = document.getElementById("chooser");
  const chooserTitle = document.getElementById("chooser-title");
  const chooserChoices = document.getElementById("chooser-choices");
  const LABELS = "\u241e"; // cogs/svg.py joins a spot's choices' labels with it
  let busy = false;

  function tell(text) {
    notice.textContent = text || "";
    notice.hidden = !text;
  }
  function refresh() {
    document.dispatchEvent(new CustomEvent("tabula:refresh"));
  }
  function close() {
    chooser.hidden = true;
    chooserChoices.replaceChildren();
  }
  // a small sheet of choices: [{label, quiet, run}]; a quiet one only closes it
  function ask(title, options) {
    chooserTitle.textContent = title;
    chooserChoices.replaceChildren();
    for (const option of options) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = option.quiet ? "quiet" : "primary";
      button.textContent = option.label;
      button.addEventListener("click", () => {
        close();
        if (option.run) option.run();
      });
      chooserChoices.append(button);
    }
    chooser.hidden = false;
    chooserChoices.firstElementChild.focus();
  }
  async function act(action, confirmed) {
    if (busy) return;
    busy = true;
    body.classList.add("busy");
    tell("");
    let data = {};
    try {
      const answer = await fetch(location.pathname + "/act", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ version: Number(body.dataset.version), action, confirmed }),
        credentials: "same-origin",
        cache: "no-store",
      });
      try {
        data = await answer.json();
      } catch (error) {
        data = { error: answer.statusText || String(answer.status) };
      }
    } catch (error) {
      data = { error: body.dataset.offline };
    } finally {
      busy = false;
      body.classList.remove("busy");
    }
    if (data.ask) {
      ask(data.ask, [
        { label: body.dataset.confirm, run: () => act(action, true) },
        { label: body.dataset.cancel, quiet: true },
      ]);
      return;
    }
    if (data.error) tell(data.error);
    refresh();
  }
  function choose(element) {
    const ids = (element.getAttribute("data-actions") || "").split(" ").filter(Boolean);
    if (ids.length === 0) return;
    if (ids.length === 1) {
      act(ids[0], false);
      return;
    }
    const labels = (element.getAttribute("data-labels") || "").split(LABELS);
    const options = ids.map((id, i) => ({ label: labels[i] || id, run: () => act(id, false) }));
    options.push({ label: body.dataset.cancel, quiet: true });
    ask(body.dataset.choose, options);
  }
  document.addEventListener("click", (event) => {
    const element = event.target.closest && event.target.closest("[data-actions]");
    if (element && document.getElementById("table").contains(element)) choose(element);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !chooser.hidden) {
      close();
      return;
    }
    const element = event.target;
    const onBoard = element instanceof SVGElement && element.hasAttribute("data-actions");
    if (onBoard && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      choose(element);
    }
  });
  chooser.addEventListener("click", (event) => {
    if (event.target === chooser) close();
  });
})();
