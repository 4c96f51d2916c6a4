/*
 * Generator for interactive_tictactoe: the interactor's input (side,
 * requirement, start grid, strategy: interactor.c), the start a game
 * played at random for a number of moves.
 *
 *   gen SEED [SIDE NEED MOVES STRATEGY]
 *       SIDE      first, second or any
 *       NEED      valid, never_lose, always_win, both or any
 *       MOVES     the pieces on the start grid, 0 to 8, or any; a
 *                 start that is over, or lost when NEED asks never to
 *                 lose, is played again; 2won to 8won: a start the
 *                 program can force a win from (always_win's test)
 *       STRATEGY  perfect, forks, random (its seed drawn), blunder (its
 *                 move drawn, 1 to 5) or any
 *     With the seed alone (make stress), every choice is any.
 *   gen hack SEED   make hack's inputs: each choice drawn, the game's
 *                   first moves often
 */
#include <string.h>

#include "../common/gen.h"

static const char *const sides[] = {"first", "second", NULL};
static const char *const needs[] = {"valid", "never_lose", "always_win",
				    "both", NULL};
static const char *const strategies[] = {"perfect", "forks", "random",
					 "blunder", NULL};

/* x's outcome with `p` to move: +1 x wins, 0 a draw, -1 o wins. */
static int outcome(char cell[9], char p)
{
	int k, v, best = p == 'x' ? -1 : 1, open = 0;

	if (owns_line(cell, 'x') || owns_line(cell, 'o'))
		return owns_line(cell, 'x') ? 1 : -1;
	for (k = 0; k < 9; k++)
		if (cell[k] == '.') {
			cell[k] = p;
			v = outcome(cell, p == 'x' ? 'o' : 'x');
			cell[k] = '.';
			open = 1;
			best = p == 'x' ? (v > best ? v : best)
					: (v < best ? v : best);
		}
	return open ? best : 0;
}

/* The index of word in words (ended by NULL), drawn for "any"; -1 if
 * it is neither. */
static int pick(const char *word, const char *const *words)
{
	int n = 0, i;

	while (words[n])
		n++;
	if (strcmp(word, "any") == 0)
		return (int)rng_range(0, n - 1);
	for (i = 0; i < n && strcmp(word, words[i]) != 0; i++)
		;
	return i < n ? i : -1;
}

/* A start: `moves` random moves from the empty grid, x first when the
 * program is; again while it is over, or lost and must not be, or not
 * won and must be.  Status 0 when 2000 tries found none (no start
 * of so few pieces is won). */
static int start(char cell[9], int first, long moves, int never_lose,
		 int won)
{
	long m, k, tries = 0, value;

	do {
		if (++tries > 2000)
			return 0;
		memset(cell, '.', 9);
		for (m = 0; m < moves; m++) {
			do
				k = rng_range(0, 8);
			while (cell[k] != '.');
			cell[k] = (m % 2 == 0) == first ? 'x' : 'o';
		}
		if (owns_line(cell, 'x') || owns_line(cell, 'o'))
			continue;
		value = outcome(cell, (moves % 2 == 0) == first ? 'x' : 'o');
		if (value >= (won ? 1 : never_lose ? 0 : -1))
			return 1;
	} while (1);
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [first|second|any valid|never_lose|"
		"always_win|both|any 0-8|2won-8won|any perfect|forks|random|"
		"blunder|any]"
		" | gen hack SEED";
	static const char *const hack[][8] = {
		{"any", NULL}, {"any", "both", NULL},
		{"0", "1", "any", NULL}, {"any", "random", NULL}
	};
	static const char *const any[] = {NULL, NULL, "any", "any", "any",
					  "any"};
	int side, need, strategy, won;
	long moves;
	char cell[9];

	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 4, hack);
	usage_unless(argc == 2 || argc == 6, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	if (argc == 2)
		argv = (char **)any;
	side = pick(argv[2], sides), need = pick(argv[3], needs);
	won = strlen(argv[4]) == 4 && strcmp(argv[4] + 1, "won") == 0;
	if (won)
		argv[4][1] = '\0';
	moves = strcmp(argv[4], "any") == 0 ? rng_range(0, 8)
					    : arg_number(argv[4], 0, 8, usage);
	strategy = pick(argv[5], strategies);
	usage_unless(side >= 0 && need >= 0 && strategy >= 0, usage);
	if (!start(cell, side == 0, moves, need == 1 || need == 3, won)) {
		fprintf(stderr, "gen: no start of %ld pieces is won\n", moves);
		return 2;
	}
	printf("%s %s\n%.3s\n%.3s\n%.3s\n%s", sides[side], needs[need], cell,
	       cell + 3, cell + 6, strategies[strategy]);
	if (strategy == 2)
		printf(" %ld", rng_range(1, 1000000000));
	if (strategy == 3)
		printf(" %ld", rng_range(1, 5));
	printf("\n");
	return 0;
}
