"""Reads OpenUIKit's demo through AT-SPI as a screen reader would, and drives it.

Finds the application named "demo" on the accessibility bus, checks its tree (roles,
names, states, extents, text), then activates the "Glass off" button through the Action
interface and waits for the screen to change (the button turns into "Glass on" once the
glass card dematerializes). Prints what it read; exits 1 on the first failed check.
"""
import sys
import time

import pyatspi


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def find_application(name, timeout=45):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            application = desktop.getChildAtIndex(index)
            if application is not None and application.name == name:
                return application
        time.sleep(0.25)
    fail("no application named %r on the accessibility bus" % name)


def walk(node, depth=0):
    yield node, depth
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk(child, depth + 1)


def find(root, role, name):
    for node, _ in walk(root):
        if node.getRoleName() == role and node.name == name:
            return node
    return None


def wait_for(condition, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return False


def states(node):
    return {pyatspi.stateToString(state) for state in node.getState().getStates()}


application = find_application("demo")
print("found %s (toolkit %s)" % (application.name, application.toolkitName))
for node, depth in walk(application):
    print("%s%s %r %s" % ("  " * depth, node.getRoleName(), node.name, sorted(states(node))))

frames = [node for node, _ in walk(application) if node.getRoleName() == "frame"]
if len(frames) != 1:
    fail("expected one frame, found %d" % len(frames))

title = find(application, "label", "Toy Story 5")
if title is None:
    fail("the card's title label is missing")
text = title.queryText()
if text.getText(0, -1) != "Toy Story 5":
    fail("the label's Text interface reads %r" % text.getText(0, -1))

search = find(application, "entry", "Search films")
if search is None or "editable" not in states(search):
    fail("the search field is not an editable entry named by its placeholder")

button = find(application, "push button", "Glass off")
if button is None:
    fail("no push button named 'Glass off'")
missing = {"enabled", "sensitive", "showing", "visible", "focusable"} - states(button)
if missing:
    fail("the button lacks the states %s" % sorted(missing))

extents = button.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
print("button extents on the screen: %d,%d %dx%d" % (extents.x, extents.y, extents.width, extents.height))
if extents.width <= 0 or extents.height <= 0:
    fail("the button has no size")
middle = (extents.x + extents.width // 2, extents.y + extents.height // 2)
hit = frames[0].queryComponent().getAccessibleAtPoint(middle[0], middle[1], pyatspi.DESKTOP_COORDS)
if hit is None or hit.name != "Glass off":
    fail("hit testing the button's middle found %r" % (hit.name if hit else None))

action = button.queryAction()
names = [action.getName(index) for index in range(action.nActions)]
print("the button's actions: %s" % names)
if "click" not in names:
    fail("the button offers no click action")
if not action.doAction(names.index("click")):
    fail("the click action reported failure")

if not wait_for(lambda: find(application, "push button", "Glass on") is not None):
    fail("activating the button did not change the screen")
print("activated 'Glass off'; the screen now offers 'Glass on'")
print("PASS")
