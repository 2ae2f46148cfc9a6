#!/bin/sh
# i18n-screens.sh — the screens in the five languages: a card typed by the
# name the rulebook of the screen's language prints plays it and is answered
# with that name (standard game and solitaire), lower case or as printed;
# the English names still work everywhere, and under C the answer is English;
# the command play typed in the language plays too.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}

make_locales
if [ -z "$LOCALES" ]; then
    echo "SKIP no UTF-8 locale can be made here (localedef or the locale sources missing)"
    exit 77
fi
private_home
unset LC_ALL LC_MESSAGES LANGUAGE

# seed 5 deals the human three Scarecrows; the solitaire of seed 42 holds
# two Winters among its specials
play() { # LANG CARD-TYPED
    rm -f "$tmp/p.db"
    printf 'play %s\nquit\n' "$2" | LANG=$1 "$C" --db "$tmp/p.db" play --players 4 --seed 5 2>&1
}
solo() { # LANG CARD-TYPED
    rm -f "$tmp/s.db"
    printf 'play 10\nspecial %s\nquit\n' "$2" | LANG=$1 "$C" --db "$tmp/s.db" solo --seed 42 2>&1
}

expect_match "C: play scarecrow" "^You play Scarecrow " "$(play C scarecrow)"
expect_match "C: a Polish name is accepted, answered in English" "^You play Scarecrow " "$(play C kukła)"
expect_match "C: special winter" "^You play your Winter\\.$" "$(solo C winter)"

for loc in $LOCALES; do
    # the rulebook's names, and the screens' words for "Your hand:", "You
    # play", "You play your ...", "Specials" and the command play
    case $loc in
    it_*) scarecrow=Spaventapasseri winter=Inverno hand='La tua mano:' you_play='Giochi'
          your='Giochi la tua carta' specials=Speciali play=gioca ;;
    fr_*) scarecrow=Épouvantail winter=Hiver hand='Votre main :' you_play='Vous jouez'
          your='Vous jouez votre carte' specials=Spéciales play=joue ;;
    pl_*) scarecrow=Kukła winter=Zima hand='Twoja ręka:' you_play='Zagrywasz:'
          your='Zagrywasz swoją kartę:' specials=Specjalne play=zagraj ;;
    es_*) scarecrow=Espantapájaros winter=Invierno hand='Tu mano:' you_play='Juegas'
          your='Juegas tu carta' specials=Especiales play=juega ;;
    pt_*) scarecrow=Espantalho winter=Inverno hand='A tua mão:' you_play='Jogas'
          your='Jogas a tua carta' specials=Especiais play=joga ;;
    *) continue ;;
    esac
    lower=$(printf '%s' "$scarecrow" | sed 's/^É/é/' | tr 'A-Z' 'a-z')
    out=$(play "$loc" "$lower")
    expect_match "$loc: the hand shows $scarecrow" "^$hand $scarecrow $scarecrow $scarecrow " "$out"
    expect_match "$loc: play $lower plays it, answered as $scarecrow" "^$you_play $scarecrow " "$out"
    expect_match "$loc: play $scarecrow as printed" "^$you_play $scarecrow " "$(play "$loc" "$scarecrow")"
    expect_match "$loc: play scarecrow (English) too" "^$you_play $scarecrow " "$(play "$loc" scarecrow)"
    rm -f "$tmp/p.db"
    out=$(printf '%s %s\nquit\n' "$play" "$lower" |
          LANG=$loc "$C" --db "$tmp/p.db" play --players 4 --seed 5 2>&1)
    expect_match "$loc: '$play $lower', the command in the language" "^$you_play $scarecrow " "$out"
    lower=$(printf '%s' "$winter" | tr 'A-Z' 'a-z')
    out=$(solo "$loc" "$lower")
    expect_match "$loc: special $lower plays Winter, answered as $winter" "^$your $winter\\.$" "$out"
    expect_match "$loc: the specials are listed as $winter" "^$specials .* $winter $winter " "$out"
done
finish
