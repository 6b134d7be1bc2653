#!/usr/bin/env bash
# The whole test suite while two busy loops keep both cores of a 2-core machine busy: the
# end-to-end tests must still pass when the bot, the fake Discord and pytest get a third of
# the CPU each (their waits wake on events and give up only after fake.wait_timeout).
#
#   tests/stress_ci.sh                 # the README's `pytest`
#   tests/stress_ci.sh tests/discord   # any pytest arguments
#
# The busy loops are stopped however pytest ends (success, failure, Ctrl-C); the exit code
# is pytest's.
set -u
cd "$(dirname "$0")/.."

# The README's `pytest` runs inside the project's virtualenv: use it when none is active.
if [ -z "${VIRTUAL_ENV:-}" ] && [ -x .venv/bin/pytest ]; then
    PYTEST=.venv/bin/pytest
else
    PYTEST=pytest
fi

burners=()
stop_burners() {
    for pid in "${burners[@]}"; do
        kill "$pid" 2>/dev/null
    done
    for pid in "${burners[@]}"; do
        wait "$pid" 2>/dev/null
    done
    burners=()
}
trap stop_burners EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

for _ in 1 2; do
    python3 -c 'while True: pass' &
    burners+=("$!")
done
echo "busy loops: ${burners[*]}" >&2

"$PYTEST" "$@"
