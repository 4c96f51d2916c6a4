/*
 * Generator for tomek: boards of real games, played at random.
 *
 *   gen SEED [CASES [MODE]] CASES boards (1..1000; default 1), each of a
 *                           game played at random from an empty board (a
 *                           T on it at random, or none), X first, until
 *                           a line, a full board or the stop MODE asks
 *                           for:
 *       any     a random move (0..16), or the game's end (the default:
 *               each board a mode of its own, at random)
 *       end     the game's end: a line or a full board
 *       tee     won through the T: read as nobody, no line is left
 *       early   won with cells still empty
 *       full    the board full: the last move wins, or a draw
 *       anti    won on the diagonal from the top right
 *   gen hack SEED           make hack's inputs: 1, 2 or 1000 boards of a
 *                           mode picked by the seed
 */
#include <string.h>

#include "../common/gen.h"
#include "../common/lines4x4.h"

static const char *const modes[] = {"any", "end", "tee", "early", "full",
				    "anti"};

static int won(const char cell[16])
{
	return four_of(cell, 'X', 'T') || four_of(cell, 'O', 'T');
}

/* A game played at random for at most `moves` moves, with a T first. */
static void play(char cell[16], long moves, int tee)
{
	long m, k;

	memset(cell, '.', 16);
	if (tee)
		cell[rng_range(0, 15)] = 'T';
	for (m = 0; m < moves && !won(cell) && memchr(cell, '.', 16); m++) {
		do
			k = rng_range(0, 15);
		while (cell[k] != '.');
		cell[k] = m % 2 ? 'O' : 'X';
	}
}

/* Whether p holds the diagonal from the top right, a T counting. */
static int anti(const char cell[16], char p)
{
	int k;

	for (k = 3; k <= 12 && (cell[k] == p || cell[k] == 'T'); k += 3)
		;
	return k > 12;
}

/* Whether the board is what `mode` asks for. */
static int fits(const char cell[16], const char *mode)
{
	char bare[16];
	int k;

	if (!strcmp(mode, "end"))
		return won(cell) || !memchr(cell, '.', 16);
	if (!strcmp(mode, "early"))
		return won(cell) && memchr(cell, '.', 16);
	if (!strcmp(mode, "full"))
		return !memchr(cell, '.', 16);
	if (!strcmp(mode, "anti"))
		return anti(cell, 'X') || anti(cell, 'O');
	for (k = 0; k < 16; k++)	/* tee: the T read as nobody */
		bare[k] = cell[k] == 'T' ? '.' : cell[k];
	return won(cell) && !won(bare);
}

/* One board of `mode` (among modes[]), tried until one fits. */
static void board(char cell[16], const char *mode)
{
	int any = !strcmp(mode, "any"), tee;
	long moves;

	do {	/* drawn in this order: a call's own is the compiler's */
		tee = !strcmp(mode, "tee") || rng_range(0, 1);
		moves = any ? rng_range(0, 16) : 16;
		play(cell, moves, tee);
	} while (!any && !fits(cell, mode));
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [CASES [any|end|tee|early|full|anti]]"
			    " | gen hack SEED";
	static const char *const hack[][8] = {
		{"1", "2", "1000", NULL},
		{"any", "end", "tee", "early", "full", "anti", NULL}
	};
	long cases = 1, t, m;
	char cell[16];

	if (argc == 3 && strcmp(argv[1], "hack") == 0)
		argv = hack_args(argv, &argc, 2, hack);
	usage_unless(argc >= 2 && argc <= 4, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	if (argc >= 3)
		cases = arg_number(argv[2], 1, 1000, usage);
	for (m = 0; argc == 4 && m < 6 && strcmp(argv[3], modes[m]); m++)
		;
	usage_unless(m < 6, usage);
	printf("%ld\n", cases);
	for (t = 0; t < cases; t++) {
		board(cell, argc == 4 ? argv[3] : modes[rng_range(0, 5)]);
		printf("%.4s\n%.4s\n%.4s\n%.4s\n\n", cell, cell + 4, cell + 8,
		       cell + 12);
	}
	return 0;
}
