"""Write one save the way Dreadboard of the checked-out commit writes it (run it from that commit's root):

    python <this file> <game> <seats> <seed> <steps> <out.json>

One human seat and computer seats at level normal: the computer seats play their own moves (Session.ai_step,
as the table asks them), the human seat's are drawn from the legal ones by random.Random(seed), until `steps`
moves are made or the game ends; then Session.save, the code path of the table's Save button. It uses only
Session (ai_step, legal, apply, save), SeatConfig and game.ai.seat_agent, which every commit since records has, so
the same file makes the fixtures of every rules version (README.md says which commit made which).
"""
import random
import sys

from game.ai import seat_agent
from game.core.session import SeatConfig, Session

game, seats, seed, steps, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
config = [SeatConfig("human", "Mara")] + [SeatConfig("ai", f"AI {i}", "normal") for i in range(1, seats)]
session = Session(game, config, {}, seed, seat_agent=seat_agent)
rng = random.Random(seed)
for _ in range(steps):
    if session.over:
        break
    if session.is_ai_turn():
        session.ai_step()
    else:
        session.apply(rng.choice(session.legal()))
session.save(out)
print(out, len(session.steps), "steps", "over" if session.over else "in progress",
      "rules_version", getattr(session.rules, "record_version", 1))
