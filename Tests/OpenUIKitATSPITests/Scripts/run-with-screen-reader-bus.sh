#!/usr/bin/env bash
# Runs an OpenUIKit app and an AT-SPI client against it, the way a Linux desktop with a
# screen reader runs them: on a virtual X display (run it under xvfb-run), start a private
# D-Bus session and the accessibility bus (at-spi-bus-launcher), then the app, then the
# client, which reads and drives the app through AT-SPI. Exits with the client's status
# and stops every daemon it started.
#
#   xvfb-run -a -s "-screen 0 1280x1024x24 -noreset" run-with-screen-reader-bus.sh <app> <client.py> [arguments]
set -u
app="$1"
client="$2"
shift 2

launcher=""
for candidate in /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher; do
    [ -x "$candidate" ] && launcher="$candidate" && break
done
if [ -z "$launcher" ]; then
    echo "at-spi-bus-launcher not found (install at-spi2-core)" >&2
    exit 3
fi

# xvfb-run can start the command before a loaded machine's server takes connections:
# wait (up to 30 s) until it does.
/usr/bin/python3 - <<'PYTHON' || { echo "the X server at $DISPLAY never took a connection" >&2; exit 3; }
import ctypes, sys, time
xlib = ctypes.CDLL("libX11.so.6")
xlib.XOpenDisplay.restype = ctypes.c_void_p
xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
deadline = time.time() + 30
while time.time() < deadline:
    display = xlib.XOpenDisplay(None)
    if display:
        xlib.XCloseDisplay(display)
        sys.exit(0)
    time.sleep(0.2)
sys.exit(1)
PYTHON

# A session bus of our own, stopped on the way out with everything on it.
session="$(dbus-daemon --session --fork --print-address=1 --print-pid=1)" || exit 3
export DBUS_SESSION_BUS_ADDRESS="$(echo "$session" | sed -n 1p)"
session_pid="$(echo "$session" | sed -n 2p)"
trap 'kill "$session_pid" 2>/dev/null' EXIT

"$launcher" --launch-immediately >/dev/null 2>&1 &
bus_launcher=$!
sleep 1

log="$(mktemp)"
"$app" >"$log" 2>&1 &
application=$!
sleep 3

/usr/bin/python3 "$client" "$@"
status=$?

kill "$application" "$bus_launcher" 2>/dev/null
wait "$application" 2>/dev/null
# The registry daemon the bus started on demand would outlive the session otherwise.
pkill -P "$bus_launcher" 2>/dev/null
pkill -f at-spi2-registryd -U "$(id -u)" 2>/dev/null
if [ "$status" -ne 0 ]; then
    echo "--- the app's output:" >&2
    cat "$log" >&2
fi
rm -f "$log"
exit "$status"
