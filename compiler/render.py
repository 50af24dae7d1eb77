"""Canonical English card text, rendered from the card's meaning with one phrase per registry primitive.

Deterministic: the same card always reads the same. Every phrase is one the text reader knows
(compiler/textread.py and its lexicon), so a rendered text read back gives the card's own meaning; a test
holds that for the whole corpus and for every effect, event, option and count of the registry.
`PHRASES` is keyed by the registry's effect names, `EVENTS` by its event names (and
compiler/render_words.py's `COUNTS` by its count names); a test holds each table to the registry. The text checker describes differences with these same
phrases, so a message names things as a rendered text would.
"""
from __future__ import annotations

from dsl import ast
from compiler import meaning as m
from compiler.checker import CheckedComponent
from compiler.types import Amount, UnknownValue
from compiler.render_words import OPS, amount_text, condition_text, count_text, listed, noun, plural  # condition_text: also used from here


# ---- effects ---------------------------------------------------------------------------------------------------------


def block_text(effects) -> str:
    """Effects one after another; each with its own verb, so a 'may' covers only its own."""
    effects = m.block_meaning(effects) if isinstance(effects, (ast.Block, type(None))) else effects
    return "; ".join(effect_text(e) for e in _with_tables(effects)) if effects else "nothing"


def statement_text(node) -> str:
    return block_text(tuple(m._effects(node)))


def effect_text(effect, who: str = "you") -> str:
    if isinstance(effect, m.Optional):
        return "you may " + " and ".join(effect_text(e) for e in effect.body)
    if isinstance(effect, m.Fallback):
        return f"{' and '.join(effect_text(e) for e in effect.attempt)}; if you cannot do that in full, " + \
            " and ".join(effect_text(e) for e in effect.fallback)
    if isinstance(effect, m.Branch):
        return _branch_text(effect)
    if isinstance(effect, m.Table):
        return _table_text(effect)
    text = _phrase(effect, dict(effect.values))
    return _opponent(text) if effect.who == "each-opponent" else text


NOT_SAID = UnknownValue("the text says no number")  # what an act the text reader built without its number is rendered with


def _phrase(effect, values: dict) -> str:
    """The registry's phrase; an act the text reader built without its number reads 'an unsaid number of rooms', and one
    with another value missing is said in plain words, never a crash."""
    try:
        return PHRASES[effect.verb](values, effect)
    except KeyError as missing:
        if missing.args == ("amount",) and "amount" not in values:
            return _phrase(effect, {**values, "amount": NOT_SAID})
        return _bare(effect)
    except (IndexError, TypeError, AttributeError):  # a value the reader built in a shape the phrase cannot take
        return _bare(effect)


def _bare(effect) -> str:
    """'remove, room, vacant, on the highest floor': the verb and its values as words, no key names."""
    words = [str(value) if value is not True else name.replace("-", " ") for name, value in effect.values]
    return ", ".join([effect.verb, *words])


def _opponent(text: str) -> str:
    """'gain 1 dish or drink' said of every other player: 'each opponent gains 1 dish or drink'."""
    verb, _, rest = text.partition(" ")
    return f"each opponent {verb}{'es' if verb.endswith(('s', 'sh', 'ch')) else 's'} {rest}"


def _branch_text(branch: m.Branch) -> str:
    condition = branch.condition
    if isinstance(condition, m.Compare) and condition.op == "==" and condition.value == 0 and not branch.otherwise:
        return f"a player without a {count_text(condition.count)} " + _third_person(block_text(branch.then))
    otherwise = f"; otherwise {block_text(branch.otherwise)}" if branch.otherwise else ""
    if isinstance(condition, m.Compare) and condition.count.name in VALUES:
        said = f"if {VALUES[condition.count.name]} is {OPS.get(condition.op, condition.op)} {condition.value}"
        return f"{said}, {block_text(branch.then)}{otherwise}"
    return f"if you have {condition_text(condition)}, {block_text(branch.then)}{otherwise}"


# Counts that are a value rather than things you have: 'if the action's strength is at least 2'.
VALUES = {"strength": "the action's strength", "highest-row": "the value of the highest row you reach", "dice-sum": "the sum of your two dice",
          "round": "the round", "opponents": "the number of other players"}


def _third_person(text: str) -> str:
    verb, _, rest = text.partition(" ")
    return f"{verb}{'es' if verb.endswith(('s', 'sh', 'ch')) else 's'} {rest}"


def _with_tables(effects: tuple) -> tuple:
    """Ifs over the round or the dice sum, said as a table ('... in rounds 1 to 3')."""
    return m.as_tables(tuple(effects))


def _table_text(table: m.Table) -> str:
    groups = _value_groups(table)
    if table.count == "round" and all(len(b) == 1 and isinstance(b[0], m.Act) for _, b in groups):
        return ", ".join(f"{block_text(block)} in rounds {_span(values)}" for values, block in groups)
    if table.count == "round":
        return "; ".join(f"in rounds {_span(values)}: {block_text(block)}" for values, block in groups)
    return "the faces of the two dice are added up: " + "; ".join(f"{_listed_or(v) if len(v) > 1 else v[0]}: {block_text(b)}" for v, b in groups)


def _value_groups(table: m.Table) -> list:
    """Rows that do the same, together: rounds in runs ('rounds 4 to 5'), dice sums by what they give ('6 or 8')."""
    groups: list = []
    for value, block in table.rows:
        same = next((i for i, (values, b) in enumerate(groups) if b == block and (table.count != "round" or values[-1] + 1 == value)), None)
        if same is None:
            groups.append(((value,), block))
        else:
            groups[same] = (groups[same][0] + (value,), block)
    return groups


def _span(values: tuple) -> str:
    return str(values[0]) if len(values) == 1 else f"{values[0]} to {values[-1]}"


def _per(values) -> str:
    per = values.get("per")
    if per is None:
        return ""
    return f" per {'point of ' if per.name == 'times' else ''}{count_text(per)}"


def _gain(values, act) -> str:
    if values.get("per") == m.Count("strength") and values["amount"] == Amount(1, up_to=True) and values["what"] != "emperor":
        return f"gain up to as many {noun(values['what'], 2)} as the action's strength"
    return f"gain {amount_text(values['amount'], values['what'])}{_per(values)}"


def _price(values, unit: str = "krone") -> str:
    def less(d: int) -> str:
        return f"{d} {noun(unit, d)} less"

    if values.get("free"):
        return " for free"
    if values.get("discounts"):
        first, *rest = values["discounts"]
        second = f"{less(rest[0])}" if rest and rest[0] else "its usual price"
        return f", the first costs {less(first)}, the second costs {second}"
    if isinstance(values.get("discount"), m.Count):
        return " paying its printed cost less the action's strength"
    if values.get("discount"):
        return f" paying up to {less(values['discount'])}"
    if values.get("discount-per-opponent"):
        return f" paying {less(values['discount-per-opponent'])} for each other player"
    if values.get("full-cost"):
        return " paying its full printed cost"
    return ""


def _prepare(values, act) -> str:
    if values.get("per") == m.Count("strength") and values["amount"] == Amount(1, up_to=True):
        text = "prepare up to as many rooms as the action's strength"
    else:
        color = f"{values['color']} " if values.get("color", "any") != "any" else ""
        text = f"prepare {amount_text(values['amount'], 'room').replace('room', color + 'room', 1)}{_per(values)}"
    if values.get("floors"):
        low, high = values["floors"]
        text += f" on floor {low}" if low == high else f" on floors {low} to {high}"
    text += _price(values)
    return text + (" and occupy it at once" if values.get("occupy") else "")


def _occupy(values, act) -> str:
    color = values.get("color", "any")
    text = f"occupy {amount_text(values['amount'], 'room')}"
    text = text.replace("room", f"vacant {color} room", 1) if color != "any" else text + " of any colour"
    if values.get("floors"):
        low, high = values["floors"]
        text += f" on floor {low}" if low == high else f" on floors {low} to {high}"
    return text


def _play(values, act) -> str:
    if values.get("from") == "revealed" and values["amount"] == Amount(1):
        return f"play 1 of them{_price(values)}"
    if values.get("from") == "revealed":
        return f"play {amount_text(values['amount'], 'staff')} from the revealed cards{_price(values)}"
    source = " from your hand" if values.get("from") == "hand" else ""
    return f"play {amount_text(values['amount'], 'staff')}{source}{_price(values)}"


def _return(values, act) -> str:
    what = values["what"]
    if what == "staff":
        return f"put {amount_text(values['amount'], 'staff')} from your hand under the deck"
    place = {"kitchen-and-cafe": ", both those in your kitchen and those on guests in your café", "cafe": " from your café",
             "hand": " from your hand"}.get(values.get("from"), "")
    return f"give back {amount_text(values['amount'], what)}{place}"


def _remove(values, act) -> str:
    what, source = values["what"], values.get("from")
    if what == "staff" and source == "played-final":
        return f"discard {amount_text(values['amount'], 'staff').replace('staff card', 'played final-scoring staff card')}"
    if what == "staff":
        return f"discard {amount_text(values['amount'], 'staff').replace('staff card', 'played staff card')}"
    place = {"middle-ballroom": " from the middle ballroom", "rightmost-ballroom": " from the rightmost ballroom",
             "played-final": " from your played final-scoring staff cards"}.get(source, "")
    if what == "dancer":
        where = place.replace(" from the ", " out of the ") or " out of any ballroom"
        return f"take {values['amount']} of your dancers{where} and put them back in the box"
    state = f"{values['state']} " if values.get("state") else ""
    text = f"take away {amount_text(values['amount'], 'room').replace('room', state + 'room', 1)}" + place
    if values.get("highest-floor") and values.get("lower-floor"):
        return text + " from the highest floor possible below the first one"
    text += " from the highest floor possible" if values.get("highest-floor") else ""
    return text + (" from a lower floor than the one before" if values.get("lower-floor") else "")


def _send(values, act) -> str:
    text = f"send {amount_text(values['amount'], 'dancer')} to a ballroom" + _price(values, "champagne")
    return text + (" onto the same ballroom space" if values.get("own-space") else "")


def _perform(values, act) -> str:
    where = "an action space that has at least one die on it" if values.get("space") == "with-die" else "any action space"
    where = "the main action of any action space".removeprefix("the main action of ") if values.get("space") == "any" else where
    text = f"carry out the main action of {where}"
    text += f" numbered {values['number']}" if values.get("number") else ""
    text += f" at strength {values['strength']}" if values.get("strength") is not None else ""
    return text + (", without taking a die and without boosting it" if values.get("no-boost") else ", without taking a die")


def _fill(values, act) -> str:
    amount = values.get("amount", Amount(1))  # a text may say 'complete its order' of no number: one
    whose = " of the other guests in your café" if values.get("other") else ""
    item = f" with {values['item']} only" if values.get("item") else ""
    if values.get("other") and not amount.every:
        return f"fill the orders of {amount} other guests in your café from the supply{item}"
    if amount.every and values.get("other"):
        return f"fill the orders of all other guests in your café from the supply{item}"
    if amount.every:
        return f"fill all orders from the supply{item}"
    return f"fill {amount_text(amount, 'order')}{whose} from the supply{item}"


def _reveal(values, act) -> str:
    inner = "; ".join(effect_text(e) for e in act.body)
    return f"look at the top {amount_text(values['amount'], 'staff')}" + (f"; {inner}" if inner else "") + "; the rest go under the deck"


def _choose(values, act) -> str:
    options = [effect_text(e) for e in act.body]
    joined = ", ".join(options[:-1]) + ", or " + options[-1] if len(options) > 1 else options[0]
    amount = values["amount"]
    if amount == Amount(1):
        return f"choose one: {joined}"
    return f"do all of these: {joined}" if amount.every else f"select {amount} of these: {joined}"


def _divide(values, act) -> str:
    names = {"krone": "krones", "emperor": "steps up the Emperor track", "vp": "VP"}
    return "share the action's strength between " + listed([names.get(k, noun(k, 2)) for k in values["kinds"]])


def _acquire(values, act) -> str:
    kinds = list(values["kinds"])
    never = " and ".join(f"never more {later} than {earlier}" for earlier, later in zip(kinds, kinds[1:]))
    return f"take as many items as the action's strength, choosing among {listed(kinds)}" + (f", but {never}" if never else "")


def _score_rank(values, act) -> str:
    minimum = values.get("at-least")
    who = " (whether a player without a dancer here takes a rank is not known)" if isinstance(minimum, UnknownValue) else ""
    among = ", among the players with at least one dancer there" if minimum == 1 and values["count"].name == "dancers" \
        else f", counting only players with at least {minimum}" if isinstance(minimum, int) else ""
    places = ("first", "second", "third", "fourth", "fifth", "sixth")
    ranks = ", ".join(f"{places[i]} {vp} VP" for i, vp in enumerate(values["vp"]))
    return f"players are ranked by their number of {plural(count_text(values['count']))}{who}{among}: {ranks}"


def _score_table(values, act) -> str:
    """Each entry with the count it stands for; the last one covers that count or more."""
    table = values["vp"]
    entries = [f"{index}: {vp} VP" for index, vp in enumerate(table[:-1])] + [f"{len(table) - 1} or more: {table[-1]} VP"]
    return f"score by the number of {plural(count_text(values['count']))}: " + ", ".join(entries)


def _score_most(values, act) -> str:
    return f"gain {values['vp']} VP if you alone have the most {plural(count_text(values['count']))}; a tie for the most gives nothing"


def _spent(values, act) -> str:
    """The verb a payment was said with ('lose', 'give back'); VP are lost, not paid."""
    said = getattr(act, "said", "") or ("lose" if values.get("what") == "vp" else "pay")
    return {"return": "give back"}.get(said, said)


def _set_aside(values, act) -> str:
    each = " of each group A, B and C" if values.get("each-group") else ""
    return f"lay {amount_text(values['amount'], values['what'])}{each} beside it"


def _retreat_for(values) -> str:
    """'move 1, 2 or 3 steps down the Emperor track to ': the steps a tile's reward costs, if it costs any."""
    steps = tuple(values.get("retreat") or ())
    if not steps:
        return ""
    said = ", ".join(map(str, steps[:-1])) + f" or {steps[-1]}" if len(steps) > 1 else str(steps[0])
    return f"move {said} {'step' if steps == (1,) else 'steps'} down the Emperor track to "


PHRASES = {
    "gain": _gain,
    "pay": lambda v, a: f"pay {amount_text(v['amount'], v['what'])}{_per(v)}",
    "lose": lambda v, a: f"lose {amount_text(v['amount'], v['what'])}{_per(v)}",
    "spend": lambda v, a: f"{_spent(v, a)} {amount_text(v['amount'], v['what'])}{_per(v)}",
    "return": _return,
    "advance": lambda v, a: f"move {amount_text(v['amount'], 'emperor').replace('Emperor step', 'step')} up the Emperor track{_per(v)}",
    "retreat": lambda v, a: f"move {amount_text(v['amount'], 'emperor').replace('Emperor step', 'step')} down the Emperor track",
    "prepare": _prepare,
    "occupy": _occupy,
    "take": lambda v, a: f"take {amount_text(v['amount'], 'guest')} from the queue" + (" for free" if v.get("free") else "")
    + (" and fill its whole order" if v.get("fill") else ""),
    "draw": lambda v, a: f"draw {amount_text(v['amount'], 'staff')}",
    "play": _play,
    "reveal": _reveal,
    "fill": _fill,
    "send": _send,
    "remove": _remove,
    "choose": _choose,
    "skip": lambda v, a: "skip the penalty",
    "perform": _perform,
    "imitate": lambda v, a: "carry out the action of one of the spaces 1 to 5 at the strength of the dice on this space; "
    "its own costs are paid as usual",
    "divide": _divide,
    "copy": lambda v, a: "choose 1 final-scoring staff card that an opponent has played and score it as if it were yours",
    "exchange": lambda v, a: f"swap {amount_text(v['amount'], v['what'])} from your kitchen for "
    + (f"{v['amount'].value} {noun(v['what'], 2)} of other kinds" if isinstance(v['amount'], Amount) and not v['amount'].every
       else "as many of other kinds"),
    "score": lambda v, a: "the ballroom currently due to be scored is scored at once" if v.get("current") else "a ballroom is scored at once",
    "acquire": _acquire,
    "score-rank": _score_rank,
    "score-table": _score_table,
    "score-most": _score_most,
    "make-personal": lambda v, a: "the objective cards laid beside it become your personal objectives",
    "each-opponent": lambda v, a: "; ".join(_opponent(effect_text(e)) for e in a.body),
    "set-aside": _set_aside,
    "use-token": lambda v, a: f"take the bonus on the {'upper' if v['half'] == 'top' else 'lower'} half of one remaining token and remove that token",
    "tile-reward": lambda v, a: _retreat_for(v) + "receive the reward half of one of those tiles; that tile then leaves the game",
    "move-die": lambda v, a: "move 1 die from a neighbouring action space onto it, turning that die to show this space's number",
}


# ---- events and modifiers ----------------------------------------------------------------------------------------------


def _colored(text: str, f: dict) -> str:
    return text.replace("a ", f"a {f['color']} ", 1) if f.get("color", "any") != "any" else text


def at_least(value, unit: str) -> str:
    """A trigger's threshold: '3 or more items'; a text may have read another comparison ('at most 4 items')."""
    if isinstance(value, tuple):
        return f"{OPS.get(value[0], value[0])} {value[1]} {unit}"
    return f"{value} or more {unit}"


def _order(f: dict, key: str = "order", verb: str = "has") -> str:
    return f" whose order {verb} {at_least(f[key], 'items')}" if f.get(key) else ""


EVENTS = {
    "take-die": lambda f: "you take a die" + (" showing " + " or ".join(str(x) for x in f["faces"]) if f.get("faces") else ""),  # a text's may say no face
    "guest-leaves-cafe": lambda f: _colored("a guest whose order is complete leaves your café", f),
    "guest-rewarded": lambda f: "you take the rewards of a guest" + _order(f, verb="had"),
    "guest-completed": lambda f: _colored("you complete the order of a guest", f) + _order(f),
    "room-occupied": lambda f: ("the first room of one of your " + (f"{f['color']} " if f.get("color", "any") != "any" else "")
                                + "room groups becomes occupied") if f.get("first-in-group")
    else _colored("a room of your hotel becomes occupied", f),
    "group-completed": lambda f: "you occupy the last room of a " + (f"{f['color']} " if f.get("color", "any") != "any" else "")
    + "room group" + (f" that has {at_least(f['size'], 'rooms')}" if f.get("size") else ""),
    "floor-completed": lambda f: "one of your floors becomes fully occupied",
    "column-completed": lambda f: "one of your columns becomes fully occupied",
    "emperor-reward": lambda f: "you receive the reward of an Emperor tile",
    "emperor-penalty": lambda f: "you would suffer an Emperor penalty",
    "staff-played": lambda f: "you play " + ("another" if f.get("other") else "a") + " staff card",
    "dancer-sent": lambda f: "you send a dancer",
    "objective-claimed": lambda f: "you complete one of your personal objectives" if f.get("personal")
    else "you put your marker on a common objective" if f.get("common") else "you claim an objective",
    "money-gained": lambda f: "you gain krones", "vp-gained": lambda f: "you score VP",
    "champagne-gained": lambda f: "you gain champagne", "champagne-spent": lambda f: "you spend champagne" + (" during an action" if f.get("in-action") else ""),
    "emperor-advanced": lambda f: "your Emperor marker moves forward" + (f" by {at_least(f['steps'], 'steps')}" if f.get("steps") else "")
    + (" within one action" if f.get("one-action") else ""),
    "items-gained": lambda f: ("a single action gives you " if f.get("one-action") else "you are given ")
    + (at_least(f["amount"], noun(f["kind"], 2) if f.get("kind") else "items") if f.get("amount") else noun(f["kind"], 2) if f.get("kind") else "items"),
    "second-die-taken": lambda f: "you take your second die of the round", "before-action": lambda f: "you are about to use an action space",
    "round-end": lambda f: "the round ends", "ballroom-scored": lambda f: "a ballroom is scored",
}
MAIN_ACTION = {"before-or-after": "before or after the main action", "after": "after the main action", "instead": "instead of the main action"}


def event_text(event) -> str:
    """The event of a `when` (an AST event, or an occasion of the normal form), as the reader reads it."""
    occasion = event if isinstance(event, m.Occasion) else _occasion_of(event)
    values = dict(occasion.values)
    if occasion.event not in EVENTS:  # an event only a text can name (compiler/cardtext.toml, text-events)
        from compiler.textread import tables

        return tables()["text-events"].get(occasion.event, occasion.event)
    text = EVENTS[occasion.event](values)
    flag = next((MAIN_ACTION[k] for k in MAIN_ACTION if values.get(k)), None)
    return f"{text}, {flag}" if flag else text


def _occasion_of(event: ast.Event) -> m.Occasion:
    return m.Occasion("when", event.name.text, m.event_values(m._bound("event", event.name.text, event.args, event.span)))


MODIFIER_TARGETS = {"room-cost": "room cost", "strength": "main action's strength", "queue-cost": "queue cost", "serve-cost": "serve cost",
                    "imitation-fee": "imitation fee", "cafe-tables": "café tables", "guests-per-turn": "number of guests per turn",
                    "group-bonus": "group bonus", "order-size": "order size", "row-bonus": "row bonus count"}


def modifier_text(values: dict) -> str:
    """A modifier in the reader's words: 'you pay nothing to prepare blue rooms', 'your café has 4 tables'; any other
    as 'your room cost for red rooms is 1'."""
    values = dict(values)
    target, to, by = values.pop("target", None), values.pop("to", None), values.pop("by", None)
    die = values.pop("die", None)
    color = values.get("color", "any")
    filters = {k: v for k, v in values.items() if (k, v) != ("color", "any")}
    lead = f"when you take a die showing {' or '.join(map(str, die))}, " if die else ""
    phrase = _modifier_phrase(target, to, by, color, filters, lead)
    return phrase or lead + _generic_modifier(target, to, by, filters)


def _modifier_phrase(target, to, by, color, filters: dict, lead: str) -> str:
    """The plain phrases, each for the one change it says (other filters go to the generic form)."""
    only_color = set(filters) <= {"color"}
    if target == "room-cost" and to == (0,) and only_color:
        return "preparing rooms costs you nothing" if color == "any" else f"you pay nothing to prepare {color} rooms"
    if target == "strength" and by and by[0] > 0 and not filters:
        return f"{lead}that action has {by[0]} extra strength"
    if target == "imitation-fee" and to == (0,) and not filters:
        return f"{lead}you pay no imitation fee"
    if lead or filters and not (target == "group-bonus" and only_color):
        return ""
    simple = {("serve-cost", (0,), None): "you pay nothing to move items from your kitchen onto the guests in your café",
              ("queue-cost", (0,), None): "you pay nothing to take a guest from the queue",
              ("order-size", None, (-1,)): "you can treat a guest's order as complete with any 1 of its items missing",
              ("row-bonus", (2,), None): "each row bonus you gain for sending a dancer is gained twice"}
    if (target, to, by) in simple:
        return simple[(target, to, by)]
    if target == "cafe-tables" and to and len(to) == 1:
        return f"your café has {to[0]} tables"
    if target == "guests-per-turn" and to and len(to) == 1:
        return f"you may take {to[0]} guests per turn"
    if target == "group-bonus" and to and len(to) == 4 and color != "any":
        unit = {"blue": "VP", "red": "krones", "yellow": "Emperor steps"}[color]
        return f"group bonuses for groups of 1, 2, 3 or 4 rooms: {color} groups {_listed_or(to)} {unit}"
    return ""


def _generic_modifier(target, to, by, filters: dict) -> str:
    where = f" for {filters['color']} {'room groups' if target == 'group-bonus' else 'rooms'}" if filters.get("color", "any") != "any" else ""
    if filters.get("floors"):
        low, high = filters["floors"]
        where += f" on floor {low}" if low == high else f" on floors {low} to {high}"
    if to:
        change = "is " + (listed([str(v) for v in to]) if len(to) > 1 else str(to[0]))
    else:
        change = f"goes {'up' if by[0] > 0 else 'down'} by {abs(by[0])}"
    return f"your {MODIFIER_TARGETS[target]}{where} {change}"


def _listed_or(values) -> str:
    values = [str(v) for v in values]
    return ", ".join(values[:-1]) + " or " + values[-1]


# ---- components ------------------------------------------------------------------------------------------------------------

LEADS = {"played": "when played", "once-per-round": "once per round", "final": "at final scoring", "reward": "reward",
         "penalty": "penalty", "obtained": "when obtained", "setup": "before the auction", "held-once": "once while you hold it",
         "action": "action", "ballroom-scored": "when this ballroom is scored", "effect": "effect"}


def occasion_text(occasion: m.Occasion, component_kind: str = "") -> str:
    """How a rule's occasion leads its sentence ('Each time ...', 'At final scoring', 'Reward')."""
    values = dict(occasion.values)
    if occasion.kind in ("when", "bell"):
        once = "once per round, " if values.get("once-per-round") else ""
        lead = "bell card: when" if occasion.kind == "bell" else "each time"
        return f"{once}{lead} {event_text(occasion)}"
    if occasion.kind == "row":
        return f"a dancer you place in the {values['row']} row"
    if occasion.kind == "ability":
        if values.get("limit") == "once-per-turn":
            return "once per turn"
        return "once per round while in your café" if component_kind == "guest" else "before using an action space"
    return LEADS.get(occasion.kind, occasion.kind)


def render(component: CheckedComponent) -> str:
    """The canonical text of a component: one sentence per rule, modifier and requirement, in the card's order."""
    sentences = []
    for part in _parts_in_order(component):
        sentence = part_text(part, component.kind.name)
        if sentence:
            sentences.append(sentence[0].upper() + sentence[1:] + ".")
    return " ".join(sentences)


def part_text(part, kind: str = "") -> str:
    if isinstance(part, m.Modifier):
        return modifier_text({"target": part.target, **dict(part.values)})
    if isinstance(part, m.Requirement):
        return f"you need {condition_text(part.condition)}"
    if isinstance(part, m.Rule):
        return f"{occasion_text(part.occasion, kind)}: {block_text(part.body)}"
    return ""


def _parts_in_order(component: CheckedComponent) -> list:
    """The card's parts as the lines give them (not normalised): what a reader of the lines would say first comes first."""
    parts = [p for s in component.node.body.statements for p in m._parts(component, s)]
    return [m._with_fee(component, p) for p in parts]
