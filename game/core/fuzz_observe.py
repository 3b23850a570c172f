"""Observation twins of `python -m game fuzz` (game.core.fuzz): a seat learns from everything it is shown,
not only from its view at one moment, so two courses of play it may not tell apart must show it the same
transcript until it next decides.

A transcript, as one seat (the observer) is shown it, step after step: its view (which carries the decision:
seat, kind, prompt, as far as the game shows them to that seat), the deciding seat and the decision kind (for
a game whose view holds no decision: the decision's own kind, and its prompt when the observer decides), the
events of the step redacted for it (their log lines among them), and, when it decides, its legal list. (Not
the Undo button: it is shown only to the seat that just acted, and a transcript ends before the observer acts.)

Two checks compare transcripts:

  "observe" (action twins): each game declares, in game.games.<id>.secrets, `secret_choices(rules, state)`: a
  list of (observer seats, actions of the deciding seat those observers must not tell apart). Two different
  legal actions a, b of one group are taken on two clones of the state (the same RNG), and both branches are
  played on until the observer's next decision, the game's end or MAX_FOLLOW steps: at each step the same
  action in both, drawn by the fuzz's RNG from the actions legal in both (when none is, the branches have
  parted where the observer cannot see -- another seat's options hang on what the choice was -- and the
  comparison ends there: a "parted" count, not a fault), the same RNG state handed to both before each step.
  Any difference of the transcripts is a fault. The comparison ends without comparing a step:
    - that ends the game in either branch (the result lays everything open, and no choice is left to make);
    - whose events, in either branch, hold an event of a type the game names in `secrets.REVEALS`: a reveal
      the rules make (an encounter shows where the Killer stands); the declaration must name only the event
      types the rulebook makes public, and the step BEFORE a reveal is still compared in full;
  and after a step that leaves both branches in the same state (nothing differs any more).

  "asked" (who is asked; game.core.fuzz_audit calls `follow_twins`): after the same action on a state and a
  twin that differs only in what seat S may not know, play on the same way until S's next decision. Here a
  difference of S's view with the decision's seat, kind and prompt left out (a frame it shows, naming the
  cards drawn, stays in) is a reveal (the rules showed S what differed, as the state-twin audit lets through)
  and ends the comparison; but a difference ONLY in the deciding seat, the
  decision kind or the prompt S sees is a fault (the seats asked, and their order, never depend on what those
  seats hold), and so is a difference of the events shown to S while its views agree. The step that ends the
  game, the step after which both are the same state, and (for a twin that only reorders piles) a step that
  draws are let through as in fuzz_audit; and the comparison ends, as for "observe", at a step holding a
  reveal the game names in `secrets.REVEALS` (a Crimson Creek dawn turns up the Act's Lair: a seat's view
  keeps no past Lair, but the line names it, and twins differing in the Lair differ there by the rules).
"""
from __future__ import annotations

from game.core.fuzz_check import CheckFailed
from game.core.session import is_barrier

MAX_FOLLOW = 200  # steps played on after the twin step at most (the observer's next decision comes first)


def observe(rules, state, secrets, rng, players: int) -> str:
    """Action twins of `state` (see the module's text): why the comparison of a pair ended ("decides",
    "parted", "reveal", ...: see _follow), or "" when no declared group held two legal actions now. Raises
    CheckFailed("observe") at the first difference."""
    legal = rules.legal_actions(state)
    groups = []
    for observers, actions in secrets.secret_choices(rules, state):
        acts = [a for a in dict.fromkeys(actions) if a in legal]
        seen = [s for s in observers if 0 <= s < players and s != rules.decision(state).seat]
        if len(acts) >= 2 and seen:
            groups.append((seen, acts))
    if not groups:
        return ""
    observers, acts = groups[rng.randbelow(len(groups))]
    i = rng.randbelow(len(acts))
    j = rng.randbelow(len(acts) - 1)
    a, b = acts[i], acts[j + (j >= i)]
    seat = observers[rng.randbelow(len(observers))]
    first, second = rules.clone(state), rules.clone(state)
    names = f"{rules.describe_action(state, a)} / {rules.describe_action(state, b)}"
    ea, eb = rules.apply(first, a), rules.apply(second, b)
    reveals = frozenset(getattr(secrets, "REVEALS", ()))
    return _follow(rules, first, second, ea, eb, seat, rng, "observe", names, reveals=reveals)


def follow_twins(rules, after, twin_after, events, twin_events, seat, rng, what, action_name, barriers,
                 order_only=False, first_compared=False, reveals=frozenset()) -> str:
    """The "asked" check (see the module's text) from the step just taken on a state and its twin
    (`first_compared`: fuzz_audit already compared that step's events, so play on from it)."""
    return _follow(rules, after, twin_after, events, twin_events, seat, rng, "asked",
                   f"{action_name} (twins differing only in {what})", barriers=barriers, order_only=order_only,
                   first_compared=first_compared, reveals=frozenset(reveals))


def seen_decision(rules, state, seat, view) -> tuple:
    """(deciding seat, kind, prompt) as `seat` is shown them: from its view's "decision" where the view holds
    one (a game may show another side's decision in fewer words), else the decision itself, its prompt only
    when `seat` decides."""
    raw = rules.decision(state)
    dec = view.get("decision") if isinstance(view, dict) else None
    if isinstance(dec, dict) and "kind" in dec:
        return raw.seat, dec.get("kind"), dec.get("prompt")
    return raw.seat, raw.kind, raw.prompt if raw.seat == seat else None


def without_decision(view):
    """The view without the decision's seat, kind and prompt (what else it shows of the decision, a frame
    naming the cards drawn, stays: a difference there is what the seat was shown)."""
    if isinstance(view, dict) and isinstance(view.get("decision"), dict):
        rest = {k: v for k, v in view["decision"].items() if k not in ("seat", "kind", "prompt")}
        return dict(view, decision=rest)
    return view


def _shown(rules, events, seat) -> list:
    return [r for r in (rules.redact(e, seat) for e in events) if r is not None]


def _first_difference(xs: list, ys: list):
    for n in range(max(len(xs), len(ys))):
        x = xs[n] if n < len(xs) else None
        y = ys[n] if n < len(ys) else None
        if x != y:
            return x, y
    return None


def _view_difference(x, y) -> str:
    if isinstance(x, dict) and isinstance(y, dict):
        keys = [k for k in dict.fromkeys([*x, *y]) if x.get(k) != y.get(k)]
        return ", ".join(f"{k}: {x.get(k)!r} / {y.get(k)!r}" for k in keys[:3])[:600]
    return f"{x!r} / {y!r}"[:600]


def _follow(rules, a, b, ea, eb, seat, rng, check, names, reveals=frozenset(), barriers=frozenset(),
            order_only=False, first_compared=False) -> str:
    """Compare what `seat` is shown on branches `a` and `b` (their first events `ea`, `eb`) step after step
    until it decides; returns why the comparison ended ("decides", "over", "same", "reveal", "parted", "cap")."""
    for step in range(MAX_FOLLOW + 1):
        where = f"{rules.info.id}: after {names}, {step} steps on"
        over = rules.result(a) is not None or rules.result(b) is not None
        if over:
            return "over"  # the result lays everything open (see the module's text)
        if reveals and any(e.get("type") in reveals for e in (*ea, *eb)):
            return "reveal"
        va, vb = rules.view(a, seat), rules.view(b, seat)
        da, db = seen_decision(rules, a, seat, va), seen_decision(rules, b, seat, vb)
        same_state = rules.hash(a) == rules.hash(b)
        if check == "asked":
            if same_state:
                return "same"
            if without_decision(va) != without_decision(vb):
                return "reveal"  # the rules showed the seat what differed
            if da != db:
                raise CheckFailed(check, f"{where}, seat {seat} is shown another decision: (seat, kind, prompt) "
                                         f"{da!r} / {db!r}")
            drew = is_barrier(ea, barriers) or is_barrier(eb, barriers)
            if not (order_only and drew) and not (first_compared and step == 0):
                _same_events(rules, ea, eb, seat, check, where)
        else:
            if da != db:
                raise CheckFailed(check, f"{where}, seat {seat} is shown another decision: (seat, kind, prompt) "
                                         f"{da!r} / {db!r}")
            _same_events(rules, ea, eb, seat, check, where)
            if va != vb:
                raise CheckFailed(check, f"{where}, seat {seat}'s view differs: {_view_difference(va, vb)}")
            if same_state:
                return "same"
        la, lb = rules.legal_actions(a), rules.legal_actions(b)
        if da[0] == seat:
            if la != lb:
                words = _first_difference([rules.describe_action(a, x) for x in la],
                                          [rules.describe_action(b, x) for x in lb])
                raise CheckFailed(check, f"{where}, seat {seat} decides with other legal actions: {words!r}")
            return "decides"
        if step == MAX_FOLLOW:
            return "cap"
        common = [x for x in la if x in lb]
        if not common:
            return "parted"
        action = common[rng.randbelow(len(common))]
        if hasattr(b, "rng"):
            b.rng = a.rng.clone()  # the same randomness in both branches
        ea, eb = rules.apply(a, action), rules.apply(b, action)
    return "cap"


def _same_events(rules, ea, eb, seat, check, where) -> None:
    diff = _first_difference(_shown(rules, ea, seat), _shown(rules, eb, seat))
    if diff is not None:
        raise CheckFailed(check, f"{where}, the events shown to seat {seat} differ: {diff[0]!r} / {diff[1]!r}"[:900])
