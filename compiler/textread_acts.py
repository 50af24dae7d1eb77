"""Reading card English, the lowest layer: a verb and its object as a registry effect, its options, counts,
conditions and events (compiler/textread.py assembles them into rules; compiler/textread_pieces.py reads the
other pieces of a clause)."""
from __future__ import annotations

import tomllib
from dataclasses import replace
from functools import lru_cache

from compiler import meaning as m
from compiler.registry import lookup
from compiler.textlex import LEXICON
from compiler.textpieces import ActP, CountP, Obj, Opt
from compiler.types import Amount

class ReadError(Exception):
    def __init__(self, why: str, at: tuple = (0, 0)):
        super().__init__(why)
        self.why, self.at = why, at


@lru_cache(maxsize=1)
def tables() -> dict:
    """The lexicon's lower-case tables: what a verb does to each kind of noun, what each count noun counts."""
    data = tomllib.loads(LEXICON.read_text(encoding="utf-8"))
    return {name: table for name, table in data.items() if name.islower() and name != "_"}


def _in_values(count: str, values: tuple):
    compares = tuple(m.Compare(m.Count(count), "==", v) for v in values)
    return compares[0] if len(compares) == 1 else m.AnyOf(compares)


# ---- actions: a verb and its object name a registry effect ------------------------------------------------------------


def finished(effect):
    """Every effect a registry effect, with the registry's declared defaults for the options the text leaves out."""
    if isinstance(effect, m.Optional):
        return replace(effect, body=tuple(finished(e) for e in effect.body))
    if isinstance(effect, m.Fallback):
        return replace(effect, attempt=tuple(finished(e) for e in effect.attempt), fallback=tuple(finished(e) for e in effect.fallback))
    if isinstance(effect, m.Branch):
        return replace(effect, then=tuple(finished(e) for e in effect.then), otherwise=tuple(finished(e) for e in effect.otherwise))
    primitive = lookup("effect", effect.verb)
    if primitive is None:
        raise ReadError(f"'{effect.verb}' without saying how", effect.at)
    defaults = {o.name: o.default for o in primitive.options if o.default is not None}
    values = {**defaults, **dict(effect.values)}
    return replace(effect, values=tuple(sorted(values.items())), body=tuple(finished(e) for e in effect.body))


def acts_of(act: ActP, who: str) -> list:
    """One effect per object of the action; options apply to the effect of the object before them."""
    if act.phrase:
        return [_phrase_effect(act, who)]
    effects, pending = [], []
    for part in act.parts:
        if isinstance(part, Obj):
            effects.append(effect_of(act.verb, part, who, act.at))
        elif effects:
            effects[-1] = with_option(effects[-1], part)
        else:
            pending.append(part)
    if not effects:
        effects.append(effect_of(act.verb, None, who, act.at))
    for option in pending:
        effects[0] = with_option(effects[0], option)
    return effects


from compiler.textread_guests12a import gained_room  # noqa: E402


def _phrase_effect(act: ActP, who: str) -> m.Act:
    values = dict(IMPLIED.get(act.verb, {}))
    places = [option for option in act.parts if isinstance(option, Opt) and _source(option)]
    for option in act.parts:
        if isinstance(option, Opt) and option not in places:
            values[option.name] = Amount(None, every=True) if option.value == "all" else option.value
    effect = m.Act(act.verb, tuple(sorted(values.items())), who, at=act.at)
    for option in places:  # '... is supplied to them from the queue': where from, checked, not a value
        usual_source(effect, _source(option), option)
    return effect


def _fits(effect: m.Act, entry: str) -> bool:
    """Whether an act is the one a [usual-sources] entry names: its verb, then what it acts on if the entry says."""
    verb, *what = entry.split()
    return effect.verb == verb and (not what or effect.value("what") == what[0])


def _source(option: Opt) -> str:
    """The place an option says things come from ('from the queue' -> 'queue'), or '' for any other option."""
    flag = tables()["options"].get(option.name, "")
    return flag.removeprefix("source=") if flag.startswith("source=") else ""


def noun_class(noun: tuple) -> str:
    if not noun:
        return "none"
    terminal, value = noun
    return "emperor" if value == "emperor" else "resource" if terminal == "UNIT" else str(value)


def effect_of(verb: str, obj: Obj | None, who: str, at: tuple) -> m.Act:
    verb, obj = gained_room(verb, obj)  # guests12a: 'gain an occupied room' occupies one
    noun = obj.noun if obj else ()
    if obj is not None and obj.of_them:
        noun = ("NOUN", "staff")
    effect = tables()["effects"].get(verb, {}).get(noun_class(noun))
    if effect is None:
        said = f"{verb} {noun[1] if noun else ''}".strip()
        raise ReadError(f"'{said}' is not an action the reader knows", obj.at if obj else at)
    values = {"what": _what(effect, noun)} if noun else {}
    if obj is not None:
        values.update(_amount_values(obj, effect))
        values.update(_qual_values(obj, effect))
        if obj.of_them:
            values["from"] = "revealed"
    values.update(IMPLIED.get(effect, {}))
    values.update(NOUN_VALUES.get(noun[1] if noun else "", {}))
    return m.Act(effect, tuple(sorted(values.items())), who, at=_joined(at, obj.at if obj else (0, 0)), said=verb if verb in SAID_VERBS else "")


def _joined(first: tuple, second: tuple) -> tuple:
    """The span of a verb and its object together (either may be unknown: (0, 0))."""
    spans = [s for s in (first, second) if s != (0, 0)]
    return (min(s[0] for s in spans), max(s[1] for s in spans)) if spans else (0, 0)


SAID_VERBS = ("lose", "pay")


# What a noun phrase says of its effect beyond the noun ('an action space that has a die on it').
NOUN_VALUES = {"action-with-die": {"space": "with-die", "what": "action"}, "played-final": {"what": "staff", "from": "played-final"},
               "action-any": {"space": "any", "what": "action"}, "played-staff": {"what": "staff"},
               "other-guests": {"what": "order", "other": True}}

IMPLIED = {"skip": {"what": "penalty"}, "copy": {"what": "staff"}, "fill": {"what": "order"}, "perform": {"what": "action"}, "score": {"what": "ballroom"}, "make-personal": {"what": "objective"}}


def _what(effect: str, noun: tuple) -> str:
    return "emperor" if effect in ("advance", "retreat") else str(noun[1])


def _amount_values(obj: Obj, effect: str) -> dict:
    amount = obj.amount
    if amount in ("strength", "up-to-strength"):
        return {"amount": Amount(1, up_to=amount == "up-to-strength"), "per": m.Count("strength")}
    if amount is None:
        return {}
    if type(amount).__name__ == "_Unknown":
        choices = {"choices": amount.choices} if effect in ("move", "retreat") and amount.choices else {}
        return {"amount": m.UNKNOWN, **choices}  # '1, 2 or 3 steps back': which, the reward read next says (m.steps_for_reward)
    if not isinstance(amount, Amount):
        raise ReadError("a list of numbers where one amount is meant", obj.at)
    return {"amount": amount}


def _qual_values(obj: Obj, effect: str) -> dict:
    values = {}
    for terminal, value in obj.quals:
        if terminal in ("COLOR", "ANY_COLOR"):
            values["color"] = "any" if terminal == "ANY_COLOR" else value
        elif terminal == "STATE" and effect == "remove":
            values["state"] = value
        elif terminal == "STATE" and not (effect in ("occupy", "turn") and value == "vacant"):
            raise ReadError(f"'{value}' does not fit '{effect}'", obj.at)
    return values


def owners_rule(act: m.Act, modifier: m.Modifier) -> m.Modifier | None:
    """The one rule for every place a lasting rule is read from an act: it is a rule of the card's owner. Said of
    another player ('each opponent may take up to 2 guests per turn', 'each opponent may take guests for free'), the
    act changes no rule of the card: no modifier is made of it (None), and the caller reads it as what it says."""
    return modifier if act.who == "you" else None


def with_option(effect, option: Opt):
    """The effect with one more option read ('for free', 'per occupied room', 'on floor 1 or 2')."""
    if isinstance(effect, (m.Optional, m.Branch)):
        raise ReadError("an option after a condition", option.at)
    if option.name == "rounds":
        return m.Branch(_in_values("round", option.value), (effect,), at=option.at)
    if option.name == "for-color":
        return m.Branch(m.Compare(m.Count("event-color"), "==", option.value), (effect,), at=option.at)
    if option.name == "per-turn":
        if (effect.verb, effect.value("what")) != ("take", "guest"):
            raise ReadError("'per turn' of something other than taking guests", option.at)
        modifier = owners_rule(effect, m.Modifier("guests-per-turn", (("to", (effect.value("amount").value,)),), at=option.at))
        if modifier is None:
            raise ReadError(f"'per turn' said of {effect.who.replace('-', ' ')}: the card changes its owner's guests per turn", option.at)
        return modifier
    if option.name == "most":
        return _most(effect, option)
    values, verb = dict(effect.values), effect.verb
    for name, value in _option_values(effect, option):
        if name == "verb":
            verb = value
        else:
            _said_once(values, name, value, option.at)
            values[name] = value
    return replace(effect, verb=verb, values=tuple(sorted(values.items())))


SAID_ONCE = ("per",)  # options an act holds one of: a second one said used to replace the first unread (session 17)


def _refined(count, again) -> bool:
    """'per room ... on floor 2': the same count said again with a filter more (not a second count)."""
    return isinstance(count, m.Count) and isinstance(again, m.Count) and count.name == again.name


def _said_once(values: dict, name: str, value, at: tuple) -> None:
    """'gain 1 krone per dancer per point of strength': a second count of one act is not what any card does."""
    if name in SAID_ONCE and name in values and values[name] != value and not _refined(values[name], value):
        from compiler.render_words import count_text

        said = [count_text(v) if isinstance(v, m.Count) else str(v) for v in (values[name], value)]
        raise ReadError(f"the text gives this act two counts: per {said[0]} and per {said[1]}", at)


def _option_values(effect: m.Act, option: Opt):
    """The (name, value) pairs an option sets on an effect."""
    known = {p.name for p in lookup("effect", effect.verb).options} if lookup("effect", effect.verb) else set()
    simple = _simple_option(effect, option)
    if simple is not None:
        return [simple] if simple[0] else []
    flag = tables()["options"].get(option.name)
    if flag is None:
        raise ReadError(f"'{option.name}' is not an option the reader knows", option.at)
    return list(_flag_values(effect, option, flag, known))


def _flag_values(effect: m.Act, option: Opt, flag: str, known: set):
    for word in flag.split():
        name, value = word.split("=", 1) if "=" in word else (word, True)
        if name == "verb":
            known = {p.name for p in lookup("effect", value).options} if lookup("effect", value) else set()
        if name in ("", "usual"):
            continue
        if name == "usual-cost":
            paid_for(effect, option)
            continue
        if name == "source":
            usual_source(effect, value, option)
            continue
        if name not in known and name != "verb":
            raise ReadError(f"'{effect.verb}' does not take '{option.name}'", option.at)
        yield name, m.Count(value[1:]) if isinstance(value, str) and value.startswith("@") else value


def paid_for(effect: m.Act, option: Opt) -> None:
    """'Paying its usual cost' is said of an act that is paid for, one the registry lets be free: on any other act
    ('gain 2 krones, paying their normal cost') it says a cost the card does not have, so the clause is not read."""
    primitive = lookup("effect", effect.verb)
    if primitive is None or "free" not in {p.name for p in primitive.options}:
        raise ReadError(f"a usual cost said of '{effect.verb}', which is not paid for", option.at)


def usual_source(effect: m.Act, source: str, option: Opt) -> None:
    """A place things come from, said where the card says none ('take a guest from the queue', 'draw from the deck'):
    right only where it is where the act takes them from anyway (the lexicon's [usual-sources]); 'play a staff card
    from the queue' or 'take a guest from the deck' is not the card. The supply is no option: said anywhere in a
    clause, it is held against the whole card (compiler/textread_said16.py)."""
    if not any(_fits(effect, entry) for entry in tables()["usual-sources"][source]):
        what = effect.value("what") or "what it says"
        raise ReadError(f"the text takes {what} from the {source}, which is not where the card's '{effect.verb}' takes "
                        "them from", option.at)


def _simple_option(effect: m.Act, option: Opt):
    """Options that carry their own value (per, a discount, floors, a colour, a direction); None for a flag word,
    (None, None) for one that sets nothing."""
    if option.name == "per":
        return "per", read_count(option.value)
    if option.name in ("discount", "discount-per-opponent"):
        amount, unit = option.value
        expected = "champagne" if effect.verb == "send" else "krone"
        if unit != expected:
            raise ReadError(f"a discount in {unit} on '{effect.verb}' (it is paid in {expected})", option.at)
        return option.name, amount.value
    if option.name == "discounts":
        values, units = option.value
        expected = "champagne" if effect.verb == "send" else "krone"
        if units - {expected}:
            raise ReadError(f"discounts in {', '.join(sorted(units))} on '{effect.verb}' (it is paid in {expected})", option.at)
        return "discounts", values
    known = {p.name for p in lookup("effect", effect.verb).options} if lookup("effect", effect.verb) else set()
    if option.name == "floors" and "floors" not in known and isinstance(effect.value("per"), m.Count) and effect.value("per").name == "rooms":
        low, high = option.value  # 'per room on floor 4': said of the count
        if low != high:
            raise ReadError("a count of rooms is on one floor", option.at)
        per = effect.value("per")
        return "per", replace(per, filters=tuple(sorted(dict(per.filters, floor=low).items())))
    if option.name in ("floors", "color", "number", "strength"):
        return option.name, option.value
    if option.name == "exchange-for":
        if effect.verb != "exchange" or option.value.value != getattr(effect.value("amount"), "value", None):
            raise ReadError(f"'{effect.verb}' for {option.value} of other kinds: the numbers differ", option.at)
        return (None, None)
    if option.name == "direction":
        return _direction(effect, option)
    return None


def _most(effect: m.Act, option: Opt) -> m.Act:
    """'gains 4 VP if you alone have the most dancers in this ballroom': a sole majority (score-most)."""
    if (effect.verb, effect.value("what")) != ("gain", "vp") or not isinstance(effect.value("amount"), Amount):
        raise ReadError("'the most' said of something other than scoring VP", option.at)
    if isinstance(option.value, CountP):
        count = read_count(option.value)
    else:
        name, *filters = option.value.split()
        count = m.Count(name, tuple(sorted(tuple(f.split("=", 1)) for f in filters)))
    return replace(effect, verb="score-most", values=(("count", count), ("vp", effect.value("amount").value)))


def _direction(effect: m.Act, option: Opt):
    if effect.verb == "divide-kind" and effect.value("what") == "emperor" and option.value == "up":
        return (None, None)
    if effect.verb not in ("advance", "retreat", "move"):
        raise ReadError(f"'{option.value}' said of '{effect.verb}'", option.at)
    return "verb", "advance" if option.value == "up" else "retreat"


# ---- counts, conditions, events ---------------------------------------------------------------------------------------------


def read_count(count: CountP) -> m.Count:
    terminal, word = count.noun
    if terminal == "PAIRS":
        return m.Count("pairs", (("counts", (read_count(count.filters[0]),)),), at=count.at)
    if terminal == "TIMES":
        return m.Count("times", (("counts", tuple(sorted((read_count(c) for c in count.filters), key=repr))),), at=count.at)
    if terminal == "COUNT" and "(" in str(word):
        return _count_said(str(word), count.at)
    if terminal == "COUNT":
        return m.Count(str(word), m.count_filters(str(word), _filters(count)), at=count.at)
    if terminal == "SET":
        return m.Count("min", (("counts", tuple(sorted((read_count(c) for c in count.filters), key=repr))),), at=count.at)
    name = tables()["counts"].get(str(word))
    if terminal == "UNIT" and word not in ("vp", "emperor", "krone"):
        name, filters = "kitchen", {"item": word}
    else:
        filters = {}
    if name is None:
        raise ReadError(f"cannot count '{word}'", count.at)
    name, *implied = name.split()  # 'final-scoring staff cards': staff, final
    filters.update({f: True for f in implied})
    filters.update(_filters(count))
    return m.Count(name, m.count_filters(name, filters), at=count.at)


def _count_said(spec: str, at: tuple) -> m.Count:
    """A count the lexicon spells out: 'times(dancers ballroom=this; highest-row)'."""
    name, _, inner = spec.partition("(")
    counts = tuple(sorted((_simple_count(part) for part in inner.rstrip(")").split(";")), key=repr))
    return m.Count(name, (("counts", counts),), at=at)


def _simple_count(spec: str) -> m.Count:
    name, *filters = spec.split()
    values = {}
    for text in filters:
        values.update(_count_filter("COUNT_FILTER", text))
    return m.Count(name, m.count_filters(name, values))


def _filters(count: CountP) -> dict:
    filters = {}
    for qual_terminal, value in count.quals:
        filters.update(_count_filter(qual_terminal, value))
    for value in count.filters:
        filters.update(_count_filter("COUNT_FILTER", value))
    return filters


def _count_filter(terminal: str, value) -> dict:
    if terminal == "COLOR":
        return {"color": value}
    if terminal == "ANY_COLOR":
        return {}
    text = str(value)
    if "=" in text:
        key, _, said = text.partition("=")
        return {key: int(said) if said.isdigit() else said}
    return {text: True} if text else {}


def read_condition(comparison, at: tuple):
    count, op, number = comparison
    return m.Compare(read_count(count), op, number, at=at)


def read_event(items: tuple, kind: str, extra: tuple, at: tuple) -> m.Occasion:
    items = _named_event(items, at)
    names = [str(value).split()[0] for what, value, _ in items if what == "event"]
    flags = [("flag", flag, where) for what, value, where in items if what == "event" for flag in str(value).split()[1:]]
    items = tuple(items) + tuple(flags)
    if len(set(names)) != 1:
        raise ReadError("the reader cannot tell which event this is", at)
    if names[0] in tables()["text-events"]:  # a trigger no card has: read, so that the difference can be said
        return m.Occasion(kind, names[0], at=at)
    event = lookup("event", names[0])
    values = {"once-per-round": True} if extra else {}
    unit = next((value for what, value, _ in items if what == "unit"), None)
    for what, value, where in items:
        values.update(_event_value(event, what, value, where, unit))
    if event.name == "items-gained" and unit in ITEM_WORDS and "kind" not in values:
        values["kind"] = unit
    values = {**{o.name: o.default for o in event.options if o.default is not None}, **values}
    known = {p.name for p in event.params} | {o.name for o in event.options} | {"who"}
    for name in values:
        if name not in known:
            raise ReadError(f"'{name}' is not said of '{event.name}'", at)
    return m.Occasion(kind, event.name, m.event_values(values), at=at)


def _named_event(items: tuple, at: tuple) -> tuple:
    """An event said by its words ('you gain at least 1 krone', 'you play a staff card'): its verb and its noun
    name it, by the lexicon's `event-verbs`; the words that named it are then no filters of it."""
    verbs = [(value, where) for what, value, where in items if what == "verb"]
    if not verbs:
        return items
    if len(verbs) > 1 or any(what == "event" for what, _, _ in items):
        raise ReadError("the reader cannot tell which event this is", at)
    verb, where = verbs[0]
    nouns = [(what, value) for what, value, _ in items if what in ("noun", "unit")]
    classes = [("emperor" if value == "emperor" else str(value)) for _, value in nouns]
    events = tables()["event-verbs"].get(verb, {})
    named = [(c, events[c]) for c in classes if c in events]
    if not named:
        said = f"'{verb} {' '.join(classes)}'" if classes else f"'{verb}' of nothing"
        raise ReadError(f"{said} is not an event the reader knows", where)
    noun, event = named[0]
    kept = [i for i in items if i[0] not in ("verb", "direction") and not (i[0] == "noun" and i[1] == noun)]
    if any(what == "direction" and value == "down" for what, value, _ in items):
        raise ReadError(f"'{verb}' back down the track is not '{event}'", where)
    return (("event", event, where),) + tuple(kept)


ITEM_WORDS = ("dish", "drink", "strudel", "cake", "wine", "coffee", "champagne")


def _event_value(event, what: str, value, where, unit=None) -> dict:
    if what in ("event", "unit"):
        return {}
    if what == "color":
        return {"color": value}
    if what == "numbers":
        if getattr(value, "joint", None) == "and":
            raise ReadError("a die shows one face: '3 or 4', not '3 and 4'", where)
        return {"faces": tuple(value)}
    if what == "flag":
        return {value: True}
    if what == "who":
        return {} if value == "you" else {"who": value}
    if what == "noun" and value == "die":
        return {}
    if what == "direction":  # 'a single action moves you 3 or more steps up the track'
        if value == "up" and event.name == "emperor-advanced":
            return {}
        raise ReadError(f"'{value}' is not said of '{event.name}'", where)
    if what == "noun":
        if value not in tables()["event-nouns"].get(event.name, ()):
            raise ReadError(f"'{value}' is not said of '{event.name}'", where)
        return {}
    op, number = value
    name = tables()["thresholds"].get(event.name)
    if event.name == "items-gained" and unit in ("dish", "drink", "strudel", "cake", "wine", "coffee", "champagne"):
        return {"kind": unit, name: number if op == ">=" else (op, number)}
    if name is None:
        if (op, number) == (">=", 1):  # 'at least 1 krone': gaining at all
            return {}
        raise ReadError(f"'{event.name}' takes no threshold", where)
    return {name: number if op == ">=" else number + 1 if op == ">" else (op, number)}
