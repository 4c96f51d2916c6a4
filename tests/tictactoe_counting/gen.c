/*
 * Generator for tictactoe_counting: t grids, each of a mode.
 *
 *   gen SEED [GRIDS [MODE]]  GRIDS grids (1..100000; default 1) of MODE:
 *       any     9 cells at random: most grids no game reaches
 *       game    a game played at random, stopped after 0..9 moves or at
 *               its end
 *       early   a game stopped after 0..2 moves: the most games below it
 *       end     a game played at random to its end: a line or a full grid
 *       near    a game's grid with one cell changed: a near miss, such as
 *               a line owned by the player who did not move last
 *       double  a game X won with two lines at once (its fifth stone
 *               closing both), or, one time in two, with one more O
 *       mixed   each grid a mode of these at random (the default)
 *   gen all                  every one of the 3^9 grids, in order
 *   gen hack SEED            make hack's inputs: 1, 2 or 100000 grids of a
 *                            mode picked by the seed
 */
#include <string.h>

#include "../common/gen.h"

static const char *const modes[] = {"any", "game", "early", "end",
				    "near", "double", "mixed"};

static int over(const char cell[9])
{
	return owns_line(cell, 'X') || owns_line(cell, 'O')
	       || !memchr(cell, '.', 9);
}

/* A game played at random for at most `moves` moves. */
static void play(char cell[9], long moves)
{
	long m, k;

	memset(cell, '.', 9);
	for (m = 0; m < moves && !over(cell); m++) {
		do
			k = rng_range(0, 8);
		while (cell[k] != '.');
		cell[k] = m % 2 ? 'O' : 'X';
	}
}

/* Whether X owns two lines or more. */
static int x_doubled(const char cell[9])
{
	int i, n = 0;

	for (i = 0; i < 8; i++)
		n += cell[line_cell(i, 0)] == 'X' && cell[line_cell(i, 1)] == 'X'
		     && cell[line_cell(i, 2)] == 'X';
	return n >= 2;
}

static void grid(char cell[9], const char *mode)
{
	int k;

	if (!strcmp(mode, "mixed"))
		mode = modes[rng_range(0, 5)];
	if (!strcmp(mode, "any"))
		for (k = 0; k < 9; k++)
			cell[k] = ".XO"[rng_range(0, 2)];
	else if (!strcmp(mode, "game"))
		play(cell, rng_range(0, 9));
	else if (!strcmp(mode, "early"))
		play(cell, rng_range(0, 2));
	else if (!strcmp(mode, "end"))
		play(cell, 9);
	else if (!strcmp(mode, "near")) {
		play(cell, rng_range(1, 9));
		k = (int)rng_range(0, 8);
		cell[k] = ".XO"[(strchr(".XO", cell[k]) - ".XO" +
				 rng_range(1, 2)) % 3];
	} else {	/* double */
		do
			play(cell, 9);
		while (!x_doubled(cell));
		if (rng_range(0, 1) && memchr(cell, '.', 9))
			*(char *)memchr(cell, '.', 9) = 'O';
	}
}

int main(int argc, char **argv)
{
	const char *usage = "gen SEED [GRIDS [any|game|early|end|near|"
			    "double|mixed]] | gen all | gen hack SEED";
	static const char *const hack[][8] = {
		{"1", "2", "100000", NULL},
		{"any", "game", "early", "end", "near", "double", "mixed",
		 NULL}
	};
	long grids = 1, t, m = 6;
	char cell[9];

	if (argc == 2 && !strcmp(argv[1], "all")) {
		printf("19683\n");
		for (t = 0; t < 19683; t++) {
			for (m = 0, grids = t; m < 9; m++, grids /= 3)
				putchar(".XO"[grids % 3]);
			putchar('\n');
		}
		return 0;
	}
	if (argc == 3 && !strcmp(argv[1], "hack"))
		argv = hack_args(argv, &argc, 2, hack);
	usage_unless(argc >= 2 && argc <= 4, usage);
	rng_state = (uint64_t)arg_number(argv[1], 0, 1L << 62, usage);
	if (argc >= 3)
		grids = arg_number(argv[2], 1, 100000, usage);
	for (m = 0; argc == 4 && m < 7 && strcmp(argv[3], modes[m]); m++)
		;
	usage_unless(m < 7, usage);
	printf("%ld\n", grids);
	for (t = 0; t < grids; t++) {
		grid(cell, modes[m]);
		printf("%.9s\n", cell);
	}
	return 0;
}
